"""Effective dates (issue 23.5): detection on real sentences, the in-force filter in retrieval, as-of questions,
the answer's version line, admin dates (CLI and API), stale hot summaries."""

from __future__ import annotations

import json
import shutil
from datetime import date
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from knowdesk.cli.main import app as cli
from knowdesk.errors import InvalidInput
from knowdesk.graphs.qa_run import answer_question
from knowdesk.ingest.loaders.metadata import extract_date
from knowdesk.retrieval.hybrid import SearchOptions
from knowdesk.validity.as_of import as_of_day
from knowdesk.validity.detect import detect_dates
from tests.conftest import SAMPLE_KB, make_app

V2 = "员工请假管理制度V2.0（2022-03-01）"
V3 = "员工请假管理制度V3.1"


def test_detection_on_the_sample_kb_sentences() -> None:
    v3 = detect_dates((SAMPLE_KB / f"{V3}.txt").read_text(encoding="utf-8"))
    assert v3.effective_from == "2024-05-01" and v3.repeals == ["员工请假管理制度（V2.0）"]
    assert v3.effective_until == ""  # "（2022年3月1日施行）" quotes the old rule's date, not this one's
    v2 = detect_dates((SAMPLE_KB / f"{V2}.txt").read_text(encoding="utf-8"))
    assert (v2.effective_from, v2.effective_until, v2.repeals) == ("2022-03-01", "", [])


def test_detection_on_laws(bench: Path) -> None:
    law = bench / "docs" / "zh-law"
    read = lambda name: (law / name).read_text(encoding="utf-8")  # noqa: E731
    assert detect_dates(read("劳动合同法(2012-12-28).md")).effective_from == "2008-01-01"  # 本法自…起施行
    assert detect_dates(read("工资支付暂行规定(1994-12-06).md")).effective_from == "1995-01-01"  # 一九九五年一月一日
    assert detect_dates(read("职工带薪年休假条例(2007-12-14).md")).effective_from == "2008-01-01"
    women = detect_dates(read("女职工劳动保护特别规定(2012-04-28).md"), date(2012, 4, 28))
    assert women.effective_from == "2012-04-28"  # 自公布之日起施行: the publication date
    assert women.repeals == ["女职工劳动保护规定"]


def test_stated_ends_and_what_does_not_count() -> None:
    assert detect_dates("第九条 本办法有效期至2025年12月31日。").effective_until == "2026-01-01"
    assert detect_dates("本通知自2026年1月1日起废止。").effective_until == "2026-01-01"
    assert detect_dates("失效日期：2025年6月30日").effective_until == "2025-07-01"
    # a deadline the document sets is not its end: the notice stays searchable after the call for papers closes
    assert detect_dates("征稿：论文摘要截止日期：2011年11月28日").effective_until == ""
    none = detect_dates("工资卡信息变更的，逾期的次月生效。1995年5月1日施行有困难的企业可以适当延期。")
    assert (none.effective_from, none.effective_until, none.repeals) == ("", "", [])


@pytest.mark.parametrize(
    ("question", "day"),
    [("2022年的时候年假几天", "2022-12-31"), ("截至2023年6月为止病假怎么算", "2023-06-30"),
     ("2024年初的时候年假几天", "2024-01-01"), ("As of 2022, how many days of annual leave?", "2022-12-31"),
     ("去年的时候差旅标准是多少", "2025-12-31"), ("2023年入职的员工年假几天", None), ("2024年差旅报销标准", None),
     ("今年的时候年假几天", None)],
)  # fmt: skip
def test_as_of_questions(question: str, day: str | None) -> None:
    assert as_of_day(question, date(2026, 12, 1)) == day


@pytest.fixture(scope="module")
def hr(tmp_path_factory: pytest.TempPathFactory):
    app = make_app(tmp_path_factory.mktemp("dates") / "data")
    app.ingestor.ingest([SAMPLE_KB], "hr")
    yield app
    app.close()


def test_a_repeal_ends_the_old_version_when_the_new_one_takes_effect(hr) -> None:
    dates = {v.document: v for v in hr.document_dates.list("hr")}
    assert (dates[V2].effective_from, dates[V2].effective_until, dates[V2].superseded_by) == (
        "2022-03-01",
        "2024-05-01",
        V3,
    )
    assert dates[V3].supersedes == [V2] and dates[V3].status(date.today().isoformat()) == "in_force"
    assert dates[V2].status("2023-01-01") == "in_force" and dates[V2].status("2024-05-01") == "expired"


def _docs(hr, **opts) -> list[tuple[str, str]]:
    hits = hr.retriever.search("年假有几天", SearchOptions(kbs=["hr"], k=8, **opts))
    return [(h.document, h.validity) for h in hits]


def test_retrieval_leaves_out_documents_not_in_force_unless_asked(hr) -> None:
    today = _docs(hr)
    assert (V3, "in_force") in today and all(d != V2 for d, _ in today)
    shown = _docs(hr, include_expired=True)
    assert (V2, "expired") in shown and (V3, "in_force") in shown
    then = _docs(hr, as_of="2022-12-31")
    assert (V2, "in_force") in then and all(d != V3 for d, _ in then)  # V3.1 was not yet in force
    # the left-out fragments take no place among the candidates: as many hits either way
    assert len(today) == len(shown) == 8


def test_both_dense_indexes_and_bm25_leave_them_out(hr) -> None:
    skip = hr.document_dates.out_of_force(["hr"], date.today().isoformat())
    assert skip and all(not i.startswith(tuple(skip)) for i, _ in hr.vectors.search(
        hr.retriever._embed_query("年假"), ["hr"], 200, skip))  # fmt: skip
    assert hr.fast_index is not None
    fast = hr.fast_index.search(hr.fast_index.embed_query("年假"), ["hr"], 500, skip)
    assert fast and all(not i.startswith(tuple(skip)) for i, _ in fast)
    rows = hr.store.fragments_by_rowids([r for r, _ in hr.store.keyword_search("年假", ["hr"], 200, skip)])
    assert rows and all(f.document_id not in skip for f in rows.values())
    everything = hr.store.fragments_by_rowids([r for r, _ in hr.store.keyword_search("年假", ["hr"], 200)])
    assert any(f.document_id in skip for f in everything.values())


def test_answers_say_which_version_is_in_force_and_an_as_of_question_uses_the_old_one(hr) -> None:
    now = answer_question(hr.qa_graph, hr.qa_deps, "年假有几天？", ["hr"])
    assert f"当前以《{V3}》（2024-05-01）的内容为准。" in now["answer"]
    assert V2 not in now["answer"]
    then = answer_question(hr.qa_graph, hr.qa_deps, "2022年的时候年假几天？", ["hr"])
    assert f"《{V2}》" in then["answer"] and V3 not in then["answer"]
    assert f"按2022-12-31当时有效的版本回答：《{V2}》（2022-03-01起施行，2024-05-01起废止）。" in then["answer"]
    assert any("按2022-12-31当时有效的文件回答" in t for t in then["trace"])


def test_an_expired_document_shown_is_marked_repealed(hr) -> None:
    got = answer_question(hr.qa_graph, hr.qa_deps, "年假有几天？", ["hr"], as_of=None, include_expired=True)
    cited = {c["document"] for c in got["citations"]}
    if V2 in cited:  # the conflict rule normally answers from the version in force even with both shown
        assert f"《{V2}》已废止（2024-05-01起由《{V3}》取代），仅供参考。" in got["answer"]
    from knowdesk.reasoning.passages import to_passage
    from knowdesk.validity.notes import validity_note

    hit = next(h for h in hr.retriever.search("年假", SearchOptions(kbs=["hr"], k=8, include_expired=True))
               if h.document == V2)  # fmt: skip
    assert validity_note([to_passage(hit)], None) == f"《{V2}》已废止（2024-05-01起由《{V3}》取代），仅供参考。"


def _kd(data: Path, *args: str):
    return CliRunner().invoke(cli, ["--data-dir", str(data), "--embedder", "hashing", *args])


def test_cli_set_dates_survive_reingestion_and_clear(tmp_path: Path) -> None:
    src = tmp_path / "docs"
    src.mkdir()
    for name in (f"{V2}.txt", f"{V3}.txt", "薪酬福利管理制度.txt"):
        shutil.copy(SAMPLE_KB / name, src / name)
    data = tmp_path / "data"
    assert _kd(data, "ingest", str(src), "--kb", "hr").exit_code == 0
    r = _kd(data, "kb", "set-dates", "hr", "薪酬福利管理制度.txt", "--until", "2025-01-01", "--json")
    assert r.exit_code == 0, r.output
    got = json.loads(r.stdout)
    assert (got["effective_from"], got["effective_until"], got["status"], got["source"]) == (
        "2023-07-01", "2025-01-01", "expired", "admin")  # fmt: skip
    hits = json.loads(_kd(data, "search", "住房公积金缴存比例", "--kb", "hr", "--json").stdout)
    assert all(not h["document"].startswith("薪酬福利管理制度") for h in hits)
    shown = json.loads(_kd(data, "search", "住房公积金缴存比例", "--kb", "hr", "--include-expired", "--json").stdout)
    assert shown[0]["document"].startswith("薪酬福利管理制度") and shown[0]["validity"] == "expired"
    (src / "薪酬福利管理制度.txt").write_text((src / "薪酬福利管理制度.txt").read_text() + "\n附则补充。\n")
    assert _kd(data, "ingest", str(src), "--kb", "hr").exit_code == 0  # the file changed: rebuilt
    listed = {d["document"]: d for d in json.loads(_kd(data, "kb", "dates", "hr", "--json").stdout)}
    assert listed["薪酬福利管理制度V1.2"]["effective_until"] == "2025-01-01"  # the admin's dates stand
    cleared = json.loads(_kd(data, "kb", "set-dates", "hr", "薪酬福利管理制度V1.2", "--clear", "--json").stdout)
    assert cleared["effective_until"] is None and cleared["source"] == "text"
    bad = _kd(data, "kb", "set-dates", "hr", "薪酬福利管理制度V1.2", "--from", "2024-13-01")
    assert bad.exit_code == 1 and "effective_from must be a date" in bad.output
    assert _kd(data, "kb", "set-dates", "hr", "没有这个文件", "--from", "2024-01-01").exit_code == 1
    # deleting the repealer puts the old version back in force
    assert _kd(data, "kb", "remove", "hr", str((src / f"{V3}.txt").resolve())).exit_code == 0
    listed = {d["document"]: d for d in json.loads(_kd(data, "kb", "dates", "hr", "--json").stdout)}
    assert listed[V2]["effective_until"] is None and listed[V2]["status"] == "in_force"


def test_api_dates_are_admin_only(tmp_path: Path) -> None:
    from knowdesk.api import create_app
    from knowdesk.config import load_settings
    from knowdesk.embeddings.hashing import HashingEmbeddings
    from tests.api.helpers import seed

    seeded = seed(tmp_path / "data")
    with TestClient(create_app(load_settings(data_dir=seeded.data_dir), embedder=HashingEmbeddings())) as c:
        assert c.get("/kbs/hr/dates", headers=seeded.auth("mgr")).status_code == 403
        body = {"document": "薪酬福利管理制度V1.2", "effective_until": "2025-01-01"}
        assert c.put("/kbs/hr/dates", json=body, headers=seeded.auth("mgr")).status_code == 403
        r = c.put("/kbs/hr/dates", json=body, headers=seeded.auth("admin"))
        assert r.status_code == 200 and r.json()["set_by"] == "admin" and r.json()["status"] == "expired"
        listed = {d["document"]: d for d in c.get("/kbs/hr/dates", headers=seeded.auth("admin")).json()}
        assert listed[V2]["superseded_by"] == V3
        bad = c.put("/kbs/hr/dates", json={**body, "effective_from": "soon"}, headers=seeded.auth("admin"))
        assert bad.status_code == 422 and bad.json()["code"] == "invalid"
        q = {"q": "住房公积金缴存比例", "kb": "hr"}
        hits = c.get("/search", params=q, headers=seeded.auth("alice")).json()
        assert all(not h["document"].startswith("薪酬福利") for h in hits)
        shown = c.get("/search", params={**q, "include_expired": True}, headers=seeded.auth("alice")).json()
        assert any(h["document"].startswith("薪酬福利") and h["validity"] == "expired" for h in shown)
        then = c.post("/chat", json={"question": "年假有几天？", "kb": "hr", "as_of": "2023-01-01"},
                      headers=seeded.auth("alice"))  # fmt: skip
        assert then.status_code == 200 and f"《{V2}》" in then.json()["answer"]
        v1 = {"model": "hr", "messages": [{"role": "user", "content": "年假有几天？"}]}
        now = c.post("/v1/chat/completions", json=v1, headers=seeded.auth("alice")).json()
        then = c.post("/v1/chat/completions", json={**v1, "as_of": "2023-01-01"}, headers=seeded.auth("alice"))
        assert then.status_code == 200 and f"《{V2}》" in then.json()["choices"][0]["message"]["content"]
        assert f"《{V2}》" not in now["choices"][0]["message"]["content"]
        v1 = {"model": "hr", "messages": [{"role": "user", "content": "住房公积金缴存比例是多少？"}]}
        for shown, expected in ((False, False), (True, True)):  # 薪酬福利管理制度 expired above
            got = c.post("/v1/chat/completions", json={**v1, "include_expired": shown}, headers=seeded.auth("alice"))
            assert any(x["document"].startswith("薪酬福利") for x in got.json()["citations"]) is expected


def test_a_hot_summary_built_on_a_repealed_document_is_stale(hr) -> None:
    v3 = next(v for v in hr.document_dates.list("hr") if v.document == V3)
    frag = hr.store.document_fragments(v3.document_id)[0]
    sources = hr.hot.summary_sources([frag.id])
    assert hr.hot.sources_fresh(sources)
    hr.document_dates.set(v3.document_id, None, "2025-01-01", "admin")
    try:
        assert not hr.hot.sources_fresh(sources)
    finally:
        hr.document_dates.clear(v3.document_id)
    assert hr.hot.sources_fresh(sources)


def test_bad_dates_are_refused() -> None:
    from knowdesk.validity.store import iso_day

    assert iso_day("2024-05-01", "x") == "2024-05-01" and iso_day("", "x") == ""
    with pytest.raises(InvalidInput, match="as_of must be a date"):
        iso_day("yesterday", "as_of")


def test_english_policies_state_their_effective_day() -> None:
    header = "Policy No. TRV-002 | Version 3 | Effective 1 March 2024 | Owner: Finance"
    assert detect_dates(header).effective_from == "2024-03-01"
    assert detect_dates("This Procedure takes effect on April 15, 2025.").effective_from == "2025-04-15"
    assert detect_dates("Effective immediately, visitors sign in at reception.").effective_from == ""
    assert extract_date("Travel Procedure.docx", header) == date(2024, 3, 1)  # the date newer-wins compares
