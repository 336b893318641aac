"""French for the texts issue 6 (pictures, captions, annotations) adds, and a merge step.

After merging the ``export`` branch, the catalogue test of main wants every message
translated. Run, from the repository root:

    python -m gui.i18n                 # lupdate adds the new texts, unfinished
    python docs/i18n/issue6_fr.py      # fills them in from the table below
    python -m gui.i18n                 # canonical .ts, then .qm and resources_rc.py

Only messages still unfinished are touched; anything a translator already did stays.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS_FILE = ROOT / "assets" / "i18n" / "eraboard_fr.ts"

FRENCH: dict[str, dict[str, str]] = {
    "": {
        "Tenacity": "Ténacité",
        "HP {hp}/{max_hp}": "PV {hp}/{max_hp}",
        "Tenacity {n}": "Ténacité {n}",
        "Cooldown {n}": "Récupération {n}",
        "defeated": "vaincu",
        "empty": "vide",
        "none": "aucun",
        "Track ({n}/{size}): {dice}": "Piste ({n}/{size}) : {dice}",
        "Active: {dice}": "Actifs : {dice}",
        "Drained: {dice}": "Drainés : {dice}",
        "Scenario: {name}": "Scénario : {name}",
        "Round {n}": "Round {n}",
        "fatigue round": "round de fatigue",
        "Turn: {name}": "Tour : {name}",
        "(level {n})": "(niveau {n})",
        "+{n} bonus": "+{n} bonus",
        "Companions: {units}": "Compagnons : {units}",
        "Enemies: {units}": "Ennemis : {units}",
        "light fatigue": "fatigue légère",
        "overfatigue": "sur-fatigue",
        "status": "état",
    },
    "caption": {
        "before the round": "avant le round",
        "adventurers' phase": "phase des aventuriers",
        "companions' phase": "phase des compagnons",
        "enemies' phase": "phase des ennemis",
        "end of the round": "fin du round",
        "battle over": "combat terminé",
    },
    "annotations": {
        "arrow": "flèche",
        "marker": "repère",
        "hex highlight": "hexagone en évidence",
        "area highlight": "zone en évidence",
        "label": "étiquette",
        "Annotate: {kind}": "Annoter : {kind}",
        "Remove annotation: {kind}": "Retirer l'annotation : {kind}",
        "Clear annotations": "Effacer les annotations",
    },
    "AnnotationTool": {
        "Label": "Étiquette",
        "Text:": "Texte :",
    },
    "MainWindow": {
        "eraboard games and pictures (*.json *.eraboard.json *.png);;All files (*)": (
            "Parties et images eraboard (*.json *.eraboard.json *.png);;Tous les fichiers (*)"
        ),
    },
    "ScreenshotTools": {
        "Region export cancelled": "Export de la zone annulé",
        "Export &Table Picture…": "Exporter l'image de la &table…",
        "A PNG of the whole table, with its caption and the game inside": (
            "Un PNG de toute la table, avec sa légende et la partie à l'intérieur"
        ),
        "Export &View Picture…": "Exporter l'image de la &vue…",
        "A PNG of what the window shows now": "Un PNG de ce que montre la fenêtre",
        "Export &Region Picture…": "Exporter l'image d'une &zone…",
        "Drag a rectangle on the table, then save it as a PNG": (
            "Tracer un rectangle sur la table, puis l'enregistrer en PNG"
        ),
        "Export &Mat Picture…": "Exporter l'image du &plateau…",
        "A PNG of the selected adventurer's mat": "Un PNG du plateau de l'aventurier sélectionné",
        "&Copy Picture": "&Copier l'image",
        "Copy a picture of the table (or of the last kind exported) to the clipboard": (
            "Copier une image de la table (ou du dernier genre exporté) dans le presse-papiers"
        ),
        "Copy Re&gion Picture": "Copier l'image d'une zo&ne",
        "Drag a rectangle on the table and copy its picture": (
            "Tracer un rectangle sur la table et copier son image"
        ),
        "Include &Caption": "Inclure la &légende",
        "Put the position in words under exported pictures": (
            "Décrire la position en toutes lettres sous les images exportées"
        ),
        "Include &Annotations": "Inclure les &annotations",
        "Draw the annotations in exported pictures": (
            "Dessiner les annotations dans les images exportées"
        ),
        "Size &1×": "Taille &1×",
        "One pixel per table unit": "Un pixel par unité de table",
        "Size &2×": "Taille &2×",
        "Two pixels per table unit": "Deux pixels par unité de table",
        "&Width…": "&Largeur…",
        "Choose the picture's width": "Choisir la largeur de l'image",
        "&Arrow": "&Flèche",
        "Drag from the tail to the head": "Tracer de la queue vers la pointe",
        "Numbered &Marker": "&Repère numéroté",
        "Click to place the next number": "Cliquer pour placer le numéro suivant",
        "&Hex Highlight": "&Hexagone en évidence",
        "Click a hex to highlight it": "Cliquer sur un hexagone pour le mettre en évidence",
        "A&rea Highlight": "&Zone en évidence",
        "Drag a rectangle": "Tracer un rectangle",
        "Text &Label": "É&tiquette",
        "Click, then type a short text": "Cliquer, puis taper un texte court",
        "&Erase Annotation": "&Gommer une annotation",
        "Click an annotation to remove it": "Cliquer sur une annotation pour la retirer",
        "&Stop Annotating": "&Arrêter d'annoter",
        "Give the mouse back to the table (Esc, right click)": (
            "Rendre la souris à la table (Échap, clic droit)"
        ),
        "&Clear Annotations": "&Effacer les annotations",
        "Remove every annotation (undoable)": "Retirer toutes les annotations (annulable)",
        "Show A&nnotations": "Afficher les a&nnotations",
        "Show or hide the annotations on the table": (
            "Afficher ou masquer les annotations sur la table"
        ),
        "E&xport Picture": "E&xporter une image",
        "A&nnotate": "A&nnoter",
        "Drawing the picture…": "Dessin de l'image…",
        "Cancel": "Annuler",
        "Picture cancelled": "Image annulée",
        "Could not write the picture: {why}": "Impossible d'écrire l'image : {why}",
        "Saved {name} ({w} × {h} px)": "{name} enregistré ({w} × {h} px)",
        "{w} × {h} px is too big for the clipboard: export it to a file": (
            "{w} × {h} px, c'est trop grand pour le presse-papiers : exporter dans un fichier"
        ),
        "Picture copied ({w} × {h} px)": "Image copiée ({w} × {h} px)",
        "Drag a rectangle on the table (Esc cancels)": (
            "Tracer un rectangle sur la table (Échap pour annuler)"
        ),
        "Export picture": "Exporter une image",
        "PNG pictures (*.png)": "Images PNG (*.png)",
        "Picture width": "Largeur de l'image",
        "Width in pixels:": "Largeur en pixels :",
        "Export mat": "Exporter un plateau",
        "Adventurer:": "Aventurier :",
    },
}


def fill(ts_file: Path = TS_FILE) -> int:
    """Fill the unfinished messages of ``ts_file`` found in FRENCH; returns how many."""
    tree = ET.parse(ts_file)
    filled = 0
    for context in tree.getroot().iter("context"):
        table = FRENCH.get(context.findtext("name") or "", {})
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or source not in table:
                continue
            if translation.get("type") in ("unfinished", None) and (
                translation.get("type") == "unfinished" or not translation.text
            ):
                translation.text = table[source]
                translation.attrib.pop("type", None)
                filled += 1
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    return filled


if __name__ == "__main__":
    count = fill(Path(sys.argv[1]) if len(sys.argv) > 1 else TS_FILE)
    print(f"{count} French translations filled in {TS_FILE.name}")
