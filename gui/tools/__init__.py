"""The map tools: questions put to the map, overlays, drop and move previews."""
