"""The rules' public API is small, and the engine's dispatch table is complete and explicit."""

from __future__ import annotations

import inspect

import rules
from rules import actions, events
from rules.engine import ENUMERATORS, HANDLERS


def test_the_public_api_is_about_fifteen_names() -> None:
    assert set(rules.__all__) == {
        "apply", "legal_actions", "Transition", "IllegalAction", "GameState", "actions",
        "events", "table", "load_scenario", "scenario_from_data", "scenario_names",
        "demo_state", "delve_state", "dump_game", "load_game", "DataFileError",
    }  # fmt: skip
    assert all(hasattr(rules, name) for name in rules.__all__)


def test_every_action_has_exactly_one_handler_in_the_table() -> None:
    declared = {
        cls
        for _, cls in inspect.getmembers(actions, inspect.isclass)
        if issubclass(cls, actions.Action) and cls is not actions.Action
    }
    assert set(HANDLERS) == declared


def test_every_action_and_event_is_declared_in_its_namespace() -> None:
    import rules.table  # noqa: F401  (every module of the core is loaded)

    for module in (actions, events):
        # every class of the family, wherever declared, is in TAGS (it cannot be declared
        # without a tag)
        for cls in module.TAGS.values():
            assert cls.__module__.startswith(module.__name__ + "."), cls
            assert getattr(module, cls.__name__) is cls


def test_the_offers_come_from_the_topic_modules() -> None:
    modules = {fn.__module__ for fn in ENUMERATORS}
    assert {"rules.mat", "rules.battle", "rules.lockpick", "rules.overland"} <= modules
