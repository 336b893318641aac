"""Qt painting helpers shared by the table and the annotation layer."""
