"""`knowdesk gaps list|show|resolve`: refusals asked on the command line, queued, answerable after an ingest."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from knowdesk.cli.main import app
from tests.conftest import SAMPLE_KB
from tests.test_cli import kd, runner


def test_gaps_list_show_resolve(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KNOWDESK_HOT__MERGE_THRESHOLD", "0.55")  # the hashing embedder's cosines are low
    data = tmp_path / "data"
    assert kd(data, "ingest", str(SAMPLE_KB), "--kb", "hr", "--no-embed").exit_code == 0
    for q in ("员工班车几点发车？", "班车的发车时间是几点？", "公司有没有健身房？"):
        assert kd(data, "ask", q, "--kb", "hr").exit_code == 0

    r = kd(data, "gaps", "list", "--json")
    assert r.exit_code == 0, r.output
    groups = json.loads(r.stdout)
    assert [(g["question"], g["count"], g["status"], g["kb"]) for g in groups] == [
        ("员工班车几点发车", 2, "open", "hr"), ("公司有没有健身房", 1, "open", "hr")
    ]  # fmt: skip
    bus = groups[0]["id"]

    docs = tmp_path / "new"
    docs.mkdir()
    (docs / "班车时刻.txt").write_text("员工班车\n\n第一条 班车每个工作日早上7:30从地铁站发车。\n", encoding="utf-8")
    r = kd(data, "ingest", str(docs), "--kb", "hr", "--no-embed", "--json")
    assert json.loads(r.stdout)["gaps"] == "1 unanswered question group(s) now answerable from 《班车时刻》"

    r = kd(data, "gaps", "list", "--status", "answerable", "--json")
    assert [(g["id"], g["answerable_doc"]) for g in json.loads(r.stdout)] == [(bus, "班车时刻")]
    assert kd(data, "gaps", "list").exit_code == 0
    shown = json.loads(kd(data, "gaps", "show", bus, "--json").stdout)
    assert shown["answerable_doc"] == "班车时刻" and [a["reason"] for a in shown["asks"]] == ["refusal", "refusal"]
    r = kd(data, "gaps", "resolve", bus, "--note", "文档已补", "--json")
    assert json.loads(r.stdout)["status"] == "resolved"
    assert [g["question"] for g in json.loads(kd(data, "gaps", "list", "--status", "open", "--json").stdout)] == [
        "公司有没有健身房"
    ]
    r = kd(data, "gaps", "show", "nope")
    assert r.exit_code != 0 and "does not exist" in r.output


def test_chat_good_and_bad_rate_the_last_answer(tmp_path: Path) -> None:
    data = tmp_path / "data"
    assert kd(data, "ingest", str(SAMPLE_KB), "--kb", "hr", "--no-embed").exit_code == 0
    session = "/good\n试用期工资怎么发？\n/bad meh\n/bad wrong\n/bad not_my_question\n年假有几天？\n/good\nexit\n"
    r = runner.invoke(app, ["--data-dir", str(data), "--embedder", "hashing", "chat", "--kb", "hr"], input=session)
    assert r.exit_code == 0, r.output
    assert (
        "no answer to rate yet" in r.output
        and "usage: /good or /bad [wrong|outdated|incomplete|not_my_question]" in r.output
    )
    assert r.output.count("已记录：👎") == 2 and "已记录：👍" in r.output

    (group,) = json.loads(kd(data, "gaps", "list", "--json").stdout)  # one 👎 answer, voted twice: one asking
    assert (group["question"], group["count"]) == ("试用期工资怎么发？", 1)
    (asking,) = json.loads(kd(data, "gaps", "show", group["id"], "--json").stdout)["asks"]
    assert (asking["reason"], asking["asked_by"]) == ("feedback", "local") and asking["answer"].startswith("结论")


def test_a_sync_that_adds_the_answer_makes_the_gap_answerable(tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "请假制度.md").write_text("# 请假制度\n\n## 年假\n\n员工工作满一年享受年休假5天。\n", encoding="utf-8")
    data = tmp_path / "data"
    assert kd(data, "sync", str(folder), "--kb", "hr").exit_code == 0
    assert kd(data, "ask", "通讯补贴每月多少钱？", "--kb", "hr").exit_code == 0
    (group,) = json.loads(kd(data, "gaps", "list", "--json").stdout)
    assert group["status"] == "open"

    (folder / "通讯补贴.md").write_text("# 通讯补贴\n\n## 标准\n\n每月通讯补贴200元，随工资发放。\n", encoding="utf-8")
    assert kd(data, "sync", str(folder), "--kb", "hr").exit_code == 0
    shown = json.loads(kd(data, "gaps", "show", group["id"], "--json").stdout)
    assert (shown["status"], shown["answerable_doc"]) == ("answerable", "通讯补贴") and "200元" in shown[
        "answerable_answer"
    ]
