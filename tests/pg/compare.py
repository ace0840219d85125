"""Comparing hybrid search results across backends."""

from __future__ import annotations

import pytest

from knowdesk.models import SearchHit

TOLERANCE = 1e-4  # min-max normalised cosines magnify the last float bits where Chroma and pgvector differ


def assert_same_hits(mine: list[SearchHit], theirs: list[SearchHit]) -> None:
    """Same hits with the same conflicts, texts and scores (to TOLERANCE); only hits whose scores tie
    within TOLERANCE may come in either order."""
    view = lambda hits: {h.fragment_id: (h.conflicts_with, h.text) for h in hits}  # noqa: E731
    assert view(mine) == view(theirs)
    score = {h.fragment_id: h.score for h in mine}
    assert score == pytest.approx({h.fragment_id: h.score for h in theirs}, abs=TOLERANCE)
    for a, b in zip(mine, theirs, strict=True):
        assert a.fragment_id == b.fragment_id or abs(score[a.fragment_id] - score[b.fragment_id]) < TOLERANCE
