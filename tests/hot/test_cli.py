"""`knowdesk hot …` end to end through typer's CliRunner with --json."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from knowdesk.cli.main import app

runner = CliRunner()


def run(data: Path, *args: str) -> dict | list:
    result = runner.invoke(app, ["--data-dir", str(data), "--embedder", "hashing", "hot", *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_hot_admin_commands(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("KNOWDESK_HOT__THRESHOLDS", '{"default": 0.6}')
    data = tmp_path / "data"
    added = run(data, "add", "员工如何申请带薪年假", "--tags", "请假", "--answer", "在OA申请", "--json")
    assert added["status"] == "active" and added["business_tags"] == ["请假"]
    csv_file = tmp_path / "faq.csv"
    csv_file.write_text(
        "问题,标签,答案\n出差住宿费的报销标准是多少,差旅报销,一线城市500元\n员工如何申请带薪年假,,\n"
        "出差住宿费的报销标准是多少,差旅报销,一线城市500元\n",  # repeated in the file: imported once
        "utf-8",
    )
    imported = run(data, "import", str(csv_file), "--json")
    assert imported["imported"] == 1 and imported["skipped"] == 2
    listed = run(data, "list", "--status", "active", "--top", "5", "--json")
    assert {q["standard_question"] for q in listed} == {"员工如何申请带薪年假", "出差住宿费的报销标准是多少"}
    travel = next(q for q in listed if q["business_tags"] == ["差旅报销"])
    edited = run(data, "edit", travel["question_id"][:8], "--answer", "一线城市600元", "--json")
    assert edited["answer_summary"] == "一线城市600元"
    xlsx = tmp_path / "out.xlsx"
    assert run(data, "export", str(xlsx), "--json")["exported"] == 2
    assert run(data, "import", str(xlsx), "--json")["imported"] == 0  # same questions: skipped
    retired = run(data, "retire", travel["question_id"], "--json")
    assert retired["status"] == "retired"
    promoted = run(data, "promote", travel["question_id"], "--json")
    assert promoted["status"] == "active"
    merged = run(data, "merge", travel["question_id"], added["question_id"], "--json")
    assert merged["question_id"] == added["question_id"]
    assert run(data, "prune", "--days", "30", "--dry-run", "--json")["questions"] == []
    pairs = tmp_path / "pairs.tsv"
    pairs.write_text(
        "员工如何申请带薪年假\t员工怎样申请带薪年假\t1\n员工如何申请带薪年假\t离职证明怎么开\t0\n", "utf-8"
    )
    cal = run(data, "calibrate", "--pairs", str(pairs), "--area", "请假", "--json")
    assert cal["chosen"]["f1"] == 1.0 and cal["written"] and cal["area"] == "请假"
    assert (
        json.loads(Path(cal["thresholds_saved_in"]).read_text("utf-8"))[cal["scorer"]]["请假"]
        == cal["chosen"]["threshold"]
    )
    assert len(run(data, "export")) == 2
    shown = run(data, "match", "员工怎样申请带薪年假", "--json")
    assert shown["tags"] == ["请假"] and shown["candidates"][0]["question_id"] == added["question_id"]
    assert shown["candidates"][0]["hit"] and shown["candidates"][0]["area"] == "请假"


def test_hot_errors_are_clean(tmp_path: Path):
    result = runner.invoke(app, ["--data-dir", str(tmp_path / "d"), "--embedder", "hashing", "hot", "retire", "nope"])
    assert result.exit_code == 1 and "does not exist" in result.output
    result = runner.invoke(app, ["--data-dir", str(tmp_path / "d"), "hot", "list", "--status", "bogus"])
    assert result.exit_code == 2


def test_hot_text_output(tmp_path: Path):
    data = tmp_path / "data"
    base = ["--data-dir", str(data), "--embedder", "hashing", "hot"]
    assert runner.invoke(app, [*base, "add", "员工如何申请带薪年假"]).exit_code == 0
    listed = runner.invoke(app, [*base, "list"])
    assert listed.exit_code == 0 and "请假" in listed.stdout and "active" in listed.stdout
    pairs = tmp_path / "pairs.tsv"
    pairs.write_text(
        "员工如何申请带薪年假\t员工怎样申请带薪年假\t1\n员工如何申请带薪年假\t离职证明怎么开\t0\n", "utf-8"
    )
    cal = runner.invoke(app, [*base, "calibrate", "--pairs", str(pairs), "--dry-run"])
    assert cal.exit_code == 0 and "F1" in cal.stdout and "--dry-run" in cal.stdout
    pruned = runner.invoke(app, [*base, "prune", "--days", "1"])
    assert pruned.exit_code == 0 and "retired 0" in pruned.stdout


def test_hot_match_shows_the_chat_models_word(tmp_path: Path, monkeypatch):
    """With a chat model configured, `hot match` decides the best candidate as an ask would: above its
    threshold and confirmed; the model's "no" shows as no hit (and nothing is counted)."""
    from knowdesk.app import Knowdesk

    monkeypatch.setenv("KNOWDESK_HOT__THRESHOLDS", '{"default": 0.6}')
    data = tmp_path / "data"
    qid = run(data, "add", "员工如何申请带薪年假", "--tags", "请假", "--json")["question_id"]
    run(data, "add", "员工如何申请调休", "--tags", "请假", "--json")
    monkeypatch.setenv("KNOWDESK_LLM__MODEL", "scripted")
    verdicts = iter([False, True])
    asked: list[tuple[str, str]] = []

    def same_question(self: Knowdesk, question: str, standard: str) -> bool:
        asked.append((question, standard))
        return next(verdicts)

    monkeypatch.setattr(Knowdesk, "_same_question", same_question)
    refused = run(data, "match", "员工怎样申请带薪年假", "--json")
    best = refused["candidates"][0]
    assert refused["model_confirms"] and best["question_id"] == qid
    assert best["above_threshold"] and not best["hit"]
    assert asked == [("员工怎样申请带薪年假", "员工如何申请带薪年假")]
    confirmed = run(data, "match", "员工怎样申请带薪年假", "--json")
    assert confirmed["candidates"][0]["hit"] and not any(c["hit"] for c in confirmed["candidates"][1:])
    assert len(asked) == 2  # only the best candidate is put to the model
    assert all(q["call_count"] == 0 for q in run(data, "list", "--json"))


def test_review_labels_and_calibrate_from_feedback(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("KNOWDESK_HOT__THRESHOLDS", '{"default": 0.6}')
    data = tmp_path / "data"
    kept = run(data, "add", "员工如何申请带薪年假", "--tags", "请假", "--json")["question_id"]
    dup = run(data, "add", "员工怎样申请带薪年假", "--tags", "请假", "--status", "candidate", "--json")["question_id"]
    other = run(data, "add", "员工如何申请带薪病假", "--tags", "请假", "--status", "candidate", "--json")["question_id"]
    assert run(data, "reject", other[:8], kept[:8], "--json")["area"] == "请假"
    run(data, "merge", dup, kept, "--json")
    labels = run(data, "labels", "--json")
    assert labels["refit_min_pairs"] == 200
    assert labels["areas"] == [{"area": "请假", "pairs": 2, "positives": 1, "negatives": 1, "refitted": False,
                                "refit_pairs": None}]  # fmt: skip
    cal = run(data, "calibrate", "--from-feedback", "--area", "请假", "--json")
    assert cal["format"] == "stored pairs" and cal["written"] and not cal["refit"] and cal["chosen"]["f1"] == 1.0
    saved = json.loads(Path(cal["thresholds_saved_in"]).read_text("utf-8"))
    assert saved[cal["scorer"]]["请假"] == cal["chosen"]["threshold"]
    for args in (["calibrate"], ["calibrate", "--from-feedback"]):  # neither source, or no area
        result = runner.invoke(app, ["--data-dir", str(data), "--embedder", "hashing", "hot", *args])
        assert result.exit_code != 0 and "--from-feedback" in result.output
