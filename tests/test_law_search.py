"""Real documents, real model: the national leave regulation answers the leave-days question.

Uses the bundled e5 model (a minute of embedding on two cores), so it is the one foundation
test that exercises default-quality retrieval end to end.
"""

from __future__ import annotations

import pytest

from knowdesk.app import Knowdesk
from knowdesk.config import load_settings
from knowdesk.retrieval.hybrid import SearchOptions


@pytest.mark.slow
def test_annual_leave_days_ranks_the_regulation_first(tmp_path, bench):
    app = Knowdesk(load_settings(data_dir=tmp_path / "data"))
    report = app.ingestor.ingest([bench / "docs" / "zh-law"], "law")  # embeds with e5 before returning
    assert report.failed == [] and report.count("added") == 16
    hits = app.retriever.search("带薪年休假的天数", SearchOptions(kbs=["law"], k=5))
    assert hits[0].document.startswith("职工带薪年休假条例")
    assert "年休假5天" in "".join(h.body for h in hits)
    app.close()
