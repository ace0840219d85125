"""Moved to `stores/contracts/hot.py` (issue 22.1). This name stays only until the modules other sessions are
changing (`graphs/qa.py`, `bench/qa.py`) import from there; new code imports `knowdesk.stores.contracts.hot`."""

from knowdesk.stores.contracts.hot import HotMatch, HotQuestion, HotQuestionAdmin, HotQuestions, NoHotQuestions, Scored

__all__ = ["HotMatch", "HotQuestion", "HotQuestionAdmin", "HotQuestions", "NoHotQuestions", "Scored"]
