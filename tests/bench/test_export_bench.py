"""Export benchmark (run on demand: python -m pytest tests/bench -m benchmarks -s).

An 8,000 × 8,000 px picture of the demo table, rendered in tiles
(``gui.export.exporting.TILE`` px) and
streamed band by band to the PNG by ``eraboard render`` in a fresh process, must stay under
600 MiB of resident memory. Tile sizes 2048, 1024 and 512 are compared.
Each run reads its own peak (VmHWM in /proc/self/status) when it is done; the baseline is the
same command writing a 100 px picture, i.e. Python + Qt + Pillow + the scene, so the
difference is what the big picture costs. Timings are printed, not asserted.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
LIMIT_MIB = 600
REGION = "--region=-300,-174,1344,1344"  # a square around the demo's mats

PROBE = """
import sys, time
from gui.cli import main
start = time.perf_counter()
rc = main(sys.argv[1:])
seconds = time.perf_counter() - start
fields = dict(
    line.split(":", 1) for line in open("/proc/self/status") if line.startswith("VmHWM")
)
print("PROBE", rc, seconds, int(fields["VmHWM"].split()[0]))
"""


def run_probe(*args: str) -> tuple[float, float]:
    """(seconds, peak RSS in MiB) of one ``eraboard render`` in a fresh process."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    line = next(x for x in done.stdout.splitlines() if x.startswith("PROBE"))
    _tag, rc, seconds, hwm_kib = line.split()
    assert rc == "0"
    return float(seconds), int(hwm_kib) / 1024


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize(
    ("caption", "tile"),
    [("--no-caption", 2048), ("--no-caption", 1024), ("--no-caption", 512), ("--caption", 1024)],
)
def test_tiled_8000_px_export_stays_under_600_mib(tmp_path: Path, caption: str, tile: int) -> None:
    small = tmp_path / "small.png"
    big = tmp_path / "big.png"
    base_s, base_mib = run_probe("demo", "-o", str(small), REGION, "--width", "100", caption)
    big_s, big_mib = run_probe(
        "demo", "-o", str(big), REGION, "--width", "8000", caption, "--tile", str(tile)
    )
    with Image.open(big) as png:
        width, height = png.size
    size_mb = big.stat().st_size / 1e6
    print(
        f"\nexport {width} x {height} px {caption:<12} tile {tile:4d}"
        f"   peak RSS {big_mib:7.1f} MiB"
        f"   baseline (100 px) {base_mib:6.1f} MiB   extra {big_mib - base_mib:6.1f} MiB"
        f"   time {big_s:5.2f} s (baseline {base_s:4.2f} s)   file {size_mb:5.1f} MB"
        f"   goal < {LIMIT_MIB} MiB"
    )
    assert width == 8000 and height >= 8000
    assert big_mib < LIMIT_MIB
