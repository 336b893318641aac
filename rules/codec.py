"""Generic, checked conversion between the core's frozen dataclasses and JSON values.

Encoders and decoders are compiled once per type from the type hints. Actions and events
carry a ``"type"`` entry, the stable tag of their class (`rules.tags`); other dataclasses are
plain objects. Decoding checks every value against its declared type and raises the reader's
error with the path.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any

from board.jsonio import MAX_INT, MAX_ITEMS, Reader

Decoder = Callable[[Any, str, Reader], Any]
Encoder = Callable[[Any], Any]

#: Polymorphic bases -> {a name files give a class: the class}; filled by `register_tagged`.
TAGGED: dict[type, dict[str, type]] = {}
#: The tag each class of those bases is written with.
_TAG_OF: dict[type, str] = {}
_DECODERS: dict[Any, Decoder] = {}
_ENCODERS: dict[type, Encoder] = {}
#: The metadata key of a field written only when it differs from its default: a field newer
#: than most files, so a value without it is written as it was before the field existed.
WRITTEN_WHEN_SET = "written_when_set"


def register_tagged(
    base: type, tags: Mapping[str, type], older: Mapping[str, type] | None = None
) -> None:
    """Values typed ``base`` are written with the tag of their class (``tags``: tag ->
    class) and read by it, or by a name an older format gave the class (``older``)."""
    names = {**(older or {}), **tags}
    TAGGED[base] = names
    _TAG_OF.update({cls: tag for tag, cls in tags.items()})
    for cls in names.values():
        _ENCODERS.pop(cls, None)
        _DECODERS.pop(cls, None)
    _DECODERS.pop(base, None)


# --- encoding -----------------------------------------------------------------------------


def encode(value: Any) -> Any:
    """A JSON-ready value (dicts, lists, str, int, bool, None)."""
    if value is None or isinstance(value, (bool, int, str)):
        return value.value if isinstance(value, Enum) else value
    cls = type(value)
    encoder = _ENCODERS.get(cls)
    if encoder is None:
        encoder = _ENCODERS[cls] = _make_encoder(cls)
    return encoder(value)


def _make_encoder(cls: type) -> Encoder:
    if issubclass(cls, Enum):
        return lambda v: v.value
    if dataclasses.is_dataclass(cls):
        fields = [f for f in dataclasses.fields(cls) if f.init]
        names = [f.name for f in fields]
        sparse = {f.name: f.default for f in fields if f.metadata.get(WRITTEN_WHEN_SET)}
        tag = _TAG_OF.get(cls)

        def enc_dataclass(v: Any) -> Any:
            out = {
                name: encode(getattr(v, name))
                for name in names
                if name not in sparse or getattr(v, name) != sparse[name]
            }
            if tag is not None:
                out["type"] = tag
            return out

        return enc_dataclass
    if issubclass(cls, (tuple, list)):
        return lambda v: [encode(x) for x in v]
    if issubclass(cls, (frozenset, set)):
        return lambda v: sorted((encode(x) for x in v), key=repr)
    if issubclass(cls, Mapping):

        def enc_mapping(v: Any) -> Any:
            if all(isinstance(k, str) for k in v):
                return {k: encode(x) for k, x in v.items()}
            # other keys (hexes): a list of [key, value] pairs in a stable order
            pairs = [[encode(k), encode(x)] for k, x in v.items()]
            return sorted(pairs, key=repr)

        return enc_mapping
    raise TypeError(f"cannot encode {cls.__name__}")


# --- decoding -----------------------------------------------------------------------------


def decode(tp: Any, value: Any, place: str, reader: Reader) -> Any:
    """Check ``value`` against the type ``tp`` and build it; errors name ``place``."""
    return decoder_for(tp)(value, place, reader)


def decoder_for(tp: Any) -> Decoder:
    found = _DECODERS.get(tp)
    if found is None:
        found = _DECODERS[tp] = _make_decoder(tp)
    return found


def _make_decoder(tp: Any) -> Decoder:
    scalar = _scalar_decoder(tp)
    if scalar is not None:
        return scalar
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (types.UnionType, typing.Union):
        options = [a for a in args if a is not type(None)]
        if len(options) != 1:
            raise TypeError(f"unsupported union {tp}")
        inner = decoder_for(options[0])
        return lambda v, p, r: None if v is None else inner(v, p, r)
    if origin is tuple:
        return _tuple_decoder(args)
    if origin in (frozenset, set):
        item = decoder_for(args[0])
        return lambda v, p, r: frozenset(
            item(x, f"{p}[{i}]", r) for i, x in enumerate(r.arr(v, p, MAX_ITEMS))
        )
    if origin in (Mapping, dict, typing.Mapping):
        return _mapping_decoder(args)
    if isinstance(tp, type) and tp in TAGGED:
        return _tagged_decoder(tp)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass_decoder(tp)
    raise TypeError(f"unsupported type {tp!r}")


def _scalar_decoder(tp: Any) -> Decoder | None:
    if tp is str:
        return lambda v, p, r: r.text(v, p)
    if tp is bool:
        return lambda v, p, r: r.flag(v, p)
    if tp is int:
        return lambda v, p, r: r.num(v, p, -MAX_INT, MAX_INT)
    if tp is type(None):

        def dec_none(v: Any, p: str, r: Reader) -> None:
            if v is not None:
                raise r.fail(p, "null")

        return dec_none
    if isinstance(tp, type) and issubclass(tp, Enum):
        return lambda v, p, r: r.enum(tp, v, p)  # type: ignore[type-var]
    return None


def _tuple_decoder(args: tuple[Any, ...]) -> Decoder:
    if len(args) == 2 and args[1] is Ellipsis:
        item = decoder_for(args[0])
        return lambda v, p, r: tuple(
            [item(x, f"{p}[{i}]", r) for i, x in enumerate(r.arr(v, p, MAX_ITEMS))]
        )
    items = [decoder_for(a) for a in args]

    def dec_fixed(v: Any, p: str, r: Reader) -> tuple[Any, ...]:
        values = r.arr(v, p)
        if len(values) != len(items):
            raise r.fail(p, f"a list of {len(items)} items")
        return tuple(
            d(x, f"{p}[{i}]", r) for i, (d, x) in enumerate(zip(items, values, strict=False))
        )

    return dec_fixed


def _mapping_decoder(args: tuple[Any, ...]) -> Decoder:
    value_dec = decoder_for(args[1])
    if args[0] is str:

        def dec_map(v: Any, p: str, r: Reader) -> dict[str, Any]:
            obj = r.obj(v, p)
            return {r.text(k, p): value_dec(x, f"{p}.{k}", r) for k, x in obj.items()}

        return dec_map
    key_dec = decoder_for(args[0])

    def dec_pairs(v: Any, p: str, r: Reader) -> dict[Any, Any]:
        if v == {}:
            return {}
        out: dict[Any, Any] = {}
        for i, pair in enumerate(r.arr(v, p, MAX_ITEMS)):
            items = r.arr(pair, f"{p}[{i}]")
            if len(items) != 2:
                raise r.fail(f"{p}[{i}]", "a [key, value] pair")
            key = key_dec(items[0], f"{p}[{i}][0]", r)
            if key in out:
                raise r.fail(f"{p}[{i}][0]", "a key not used before")
            out[key] = value_dec(items[1], f"{p}[{i}][1]", r)
        return out

    return dec_pairs


def _tagged_decoder(tp: type) -> Decoder:
    table = TAGGED[tp]

    def dec_tagged(v: Any, p: str, r: Reader) -> Any:
        obj = r.obj(v, p, ("type",))
        cls = table.get(obj["type"]) if isinstance(obj["type"], str) else None
        if cls is None:
            raise r.fail(f"{p}.type", f"a known {tp.__name__.lower()} type")
        return decoder_for(cls)(v, p, r)

    return dec_tagged


def _dataclass_decoder(cls: type) -> Decoder:
    hints = typing.get_type_hints(cls)
    fields = [f for f in dataclasses.fields(cls) if f.init]
    specs: list[tuple[str, bool, Decoder | None]] = []
    for f in fields:
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        specs.append((f.name, required, None))
    known = {f.name for f in fields}
    if cls in _TAG_OF:
        known.add("type")
    resolved: list[tuple[str, bool, Decoder]] = []

    def dec_dataclass(v: Any, p: str, r: Reader) -> Any:
        if not resolved:
            resolved.extend((n, req, decoder_for(hints[n])) for n, req, _ in specs)
        obj = r.obj(v, p)
        for key in obj:
            if key not in known:
                raise r.fail(f"{p}.{key}", f"no such entry in {cls.__name__}")
        kwargs = {}
        for name, required, dec in resolved:
            if name in obj:
                kwargs[name] = dec(obj[name], f"{p}.{name}", r)
            elif required:
                raise r.fail(p, f"a {name!r} entry")
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise r.fail(p, f"a valid {cls.__name__} ({exc})") from None

    return dec_dataclass
