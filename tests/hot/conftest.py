"""Hot-question fixtures: an app on the hashing embedder with thresholds suited to its cosines."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from tests.conftest import make_app

# Hashing-embedder cosines: paraphrases sharing most characters score ≈ 0.7-0.9, unrelated ≈ 0-0.3.
HOT = {"thresholds": {"default": 0.6}, "promote_after": 3, "strictness": {}}


@pytest.fixture
def hot_app(tmp_path: Path):
    a: Knowdesk = make_app(tmp_path / "data", hot=HOT)
    yield a
    a.close()
