"""What the player reads: actions and events described, names, refusals, the glossary and
the language."""
