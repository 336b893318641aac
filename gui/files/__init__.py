"""Game files: JSON saves, saves inside PNGs, the autosave, the player's library."""
