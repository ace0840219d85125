"""`knowdesk hot`: administer the hot-question store (seed 002 §(二)) — list, curate, import, calibrate."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.table import Table

from knowdesk.cli.common import console, handle_errors, opened_app, print_json
from knowdesk.errors import ConfigError

if TYPE_CHECKING:
    from knowdesk.stores.contracts.hot import HotQuestion

hot_app = typer.Typer(
    help="Hot questions: frequent questions matched before retrieval, with counts, answers and thresholds.",
    no_args_is_help=True,
)
JSON = typer.Option(False, "--json", help="machine-readable output")
STATUSES = ("candidate", "active", "retired")


def _show(q: HotQuestion, as_json: bool, verb: str) -> None:
    if as_json:
        print_json(asdict(q))
    else:
        console.print(f"{verb} {q.question_id[:8]} [{q.status}] {q.standard_question} (asked {q.call_count}×)")


def _tags(value: str | None) -> list[str] | None:
    from knowdesk.hot.table_io import split_tags

    return None if value is None else split_tags(value)


@hot_app.command("list")
@handle_errors
def hot_list(
    status: str = typer.Option(None, "--status", help="candidate | active | retired"),
    top: int = typer.Option(None, "--top", help="only the N most asked"),
    as_json: bool = JSON,
) -> None:
    """List hot questions, most asked first."""
    if status and status not in STATUSES:
        raise ConfigError(f"--status must be one of {', '.join(STATUSES)}")
    with opened_app() as app:
        rows = app.hot.list(status, top)
    if as_json:
        print_json([asdict(r) for r in rows])
        return
    table = Table("id", "status", "asked", "question", "tags", "summary", "updated")
    for r in rows:
        summary = "yes" if r.answer_summary else ""
        table.add_row(r.question_id[:8], r.status, str(r.call_count), r.standard_question, ",".join(r.business_tags),
                      summary, r.update_time[:19])  # fmt: skip
    console.print(table if rows else "no hot questions yet — `knowdesk hot add` or `knowdesk hot import FILE`")


@hot_app.command("add")
@handle_errors
def hot_add(
    question: str = typer.Argument(..., help="the standard question"),
    tags: str = typer.Option(None, "--tags", help="comma-separated business tags (default: from the tag dictionary)"),
    answer: str = typer.Option(None, "--answer", help="a curated answer summary"),
    status: str = typer.Option("active", "--status", help="active (default) or candidate"),
    as_json: bool = JSON,
) -> None:
    """Add a curated hot question."""
    with opened_app() as app:
        q = app.hot.get(app.hot.add(question, _tags(tags), answer, status))
    _show(q, as_json, "added")


@hot_app.command("import")
@handle_errors
def hot_import(
    file: Path = typer.Argument(..., exists=True, dir_okay=False, help="CSV/XLSX with question, tags, answer columns"),
    status: str = typer.Option("active", "--status", help="active (default) or candidate"),
    as_json: bool = JSON,
) -> None:
    """Import standard questions (skips questions already stored with the same text, or repeated in the file)."""
    from knowdesk.hot.table_io import read_table

    items = read_table(file)
    with opened_app() as app:
        seen = {q.standard_question for q in app.hot.list()}
        new = []
        for item in items:
            if item[0] not in seen:
                seen.add(item[0])
                new.append(item)
        ids = app.hot.add_many(new, status=status) if new else []
    result = {"imported": len(ids), "skipped": len(items) - len(ids), "ids": ids}
    if as_json:
        print_json(result)
    else:
        console.print(f"imported {len(ids)} hot questions, skipped {result['skipped']} already present or repeated")


@hot_app.command("export")
@handle_errors
def hot_export(
    file: Path = typer.Argument(None, help=".csv, .xlsx or .json; omitted: JSON on stdout"),
    status: str = typer.Option(None, "--status"),
    as_json: bool = JSON,
) -> None:
    """Export hot questions for review in a spreadsheet."""
    from knowdesk.hot.table_io import write_table

    with opened_app() as app:
        records = [asdict(r) for r in app.hot.list(status)]
    if file is None:
        print_json(records)
        return
    write_table(file, records)
    if as_json:
        print_json({"exported": len(records), "file": str(file)})
    else:
        console.print(f"exported {len(records)} hot questions to {file}")


@hot_app.command("promote")
@handle_errors
def hot_promote(question_id: str, as_json: bool = JSON) -> None:
    """Make a candidate active (matched from now on)."""
    with opened_app() as app:
        _show(app.hot.promote(question_id), as_json, "promoted")


@hot_app.command("retire")
@handle_errors
def hot_retire(question_id: str, as_json: bool = JSON) -> None:
    """Stop matching a hot question (kept for history)."""
    with opened_app() as app:
        _show(app.hot.retire(question_id), as_json, "retired")


@hot_app.command("merge")
@handle_errors
def hot_merge(
    source: str = typer.Argument(..., help="the duplicate (retired after merging)"),
    target: str = typer.Argument(..., help="the hot question that keeps both counts"),
    as_json: bool = JSON,
) -> None:
    """Merge a duplicate into another hot question; their counts add up, and the pair is labelled the same
    question for its area (`hot calibrate --from-feedback`)."""
    from knowdesk.hot import review

    with opened_app() as app:
        _show(review.merge(app.hot, app.hot_labels, source, target, "cli"), as_json, "merged into")


@hot_app.command("reject")
@handle_errors
def hot_reject(
    source: str = typer.Argument(..., help="the question proposed as a duplicate"),
    target: str = typer.Argument(..., help="the hot question it is not a duplicate of"),
    as_json: bool = JSON,
) -> None:
    """Say a question is not a duplicate of a hot question: nothing is merged, the pair is labelled different
    for its area (`hot calibrate --from-feedback`)."""
    from knowdesk.hot import review

    with opened_app() as app:
        area = review.reject(app.hot, app.hot_labels, source, target, "cli")
    if as_json:
        print_json({"rejected": source, "target": target, "area": area})
    else:
        console.print(f"labelled {source[:8]} ≠ {target[:8]} (area {area})")


@hot_app.command("labels")
@handle_errors
def hot_labels(as_json: bool = JSON) -> None:
    """Labelled pairs per area (review merges/rejects, votes on hot hits) and which areas have their own weights."""
    from knowdesk.hot.labels import REFIT_MIN_PAIRS

    with opened_app() as app:
        counts = app.hot_labels.counts()
        fits = app.hot.area_fits()
    rows = [{"area": a, **c, "negatives": c["pairs"] - c["positives"], "refitted": a in fits,
             "refit_pairs": fits[a].pairs if a in fits else None} for a, c in counts.items()]  # fmt: skip
    rows += [{"area": a, "pairs": 0, "positives": 0, "negatives": 0, "refitted": True, "refit_pairs": f.pairs}
             for a, f in fits.items() if a not in counts]  # fmt: skip
    if as_json:
        print_json({"refit_min_pairs": REFIT_MIN_PAIRS, "areas": rows})
        return
    table = Table("area", "pairs", "same", "different", "own weights", title=f"refit from {REFIT_MIN_PAIRS} pairs")
    for r in rows:
        own = f"yes ({r['refit_pairs']} pairs)" if r["refitted"] else ""
        table.add_row(r["area"], str(r["pairs"]), str(r["positives"]), str(r["negatives"]), own)
    console.print(table if rows else "no labelled pairs yet — `knowdesk hot merge` / `hot reject` in review")


@hot_app.command("edit")
@handle_errors
def hot_edit(
    question_id: str,
    question: str = typer.Option(None, "--question", help="new standard question (re-embedded)"),
    tags: str = typer.Option(None, "--tags", help="comma-separated business tags"),
    answer: str = typer.Option(None, "--answer", help="curated answer summary ('' clears it)"),
    as_json: bool = JSON,
) -> None:
    """Edit a hot question's text, tags or answer summary."""
    with opened_app() as app:
        _show(app.hot.edit(question_id, question, _tags(tags), answer), as_json, "edited")


@hot_app.command("prune")
@handle_errors
def hot_prune(
    days: int = typer.Option(None, "--days", help="unused for this many days (default: setting hot.prune_days)"),
    dry_run: bool = typer.Option(False, "--dry-run", help="only list what would be retired"),
    as_json: bool = JSON,
) -> None:
    """Retire hot questions and candidates nobody asked for D days (cold cleanup)."""
    with opened_app() as app:
        rows = app.hot.prune(days, dry_run)
    if as_json:
        print_json({"retired": 0 if dry_run else len(rows), "questions": [asdict(r) for r in rows]})
        return
    verb = "would retire" if dry_run else "retired"
    console.print(f"{verb} {len(rows)} hot questions")
    for r in rows:
        console.print(f"  {r.question_id[:8]} {r.standard_question} (last used {r.update_time[:10]})")


@hot_app.command("calibrate")
@handle_errors
def hot_calibrate(
    pairs: Path = typer.Option(None, "--pairs", exists=True, dir_okay=False,
                               help="TSV: s1<TAB>s2<TAB>0|1 (LCQMC/AFQMC; or under a header naming sentence1, "
                                    "sentence2, label: PAWS-X), or question<TAB>hot id|none"),
    from_feedback: bool = typer.Option(False, "--from-feedback",
                                       help="use the area's stored labelled pairs (review merges/rejects, votes on "
                                            "hot hits; `hot labels`); from 200 pairs on the area's scorer weights "
                                            "are refitted too"),
    area: str = typer.Option(None, "--area", help="business area (tag) the threshold is for; default: all areas "
                                                  "(required with --from-feedback)"),
    target_precision: float = typer.Option(0.9, "--target-precision", min=0.0, max=1.0),
    dry_run: bool = typer.Option(False, "--dry-run", help="report without writing the threshold"),
    as_json: bool = JSON,
) -> None:  # fmt: skip
    """Sweep thresholds on labelled data (a file, or an area's stored pairs), print P/R/F1, write the best-F1
    threshold at the target precision; from 200 stored pairs on, the area's scorer weights are refitted too."""
    from knowdesk.hot.calibration import calibrate, calibrate_from_labels, thin

    if (pairs is None) == (not from_feedback):
        raise ConfigError("give either --pairs FILE or --from-feedback (with --area)")
    if from_feedback and not area:
        raise ConfigError("--from-feedback needs --area: the labelled pairs are kept per area (`knowdesk hot labels`)")
    with opened_app() as app:
        if from_feedback:
            result = calibrate_from_labels(app.hot, app.hot_labels, area, target_precision, write=not dry_run)
        else:
            result = calibrate(app.hot, pairs, area, target_precision, write=not dry_run)
        saved = app.hot.thresholds.saved
    where_saved = "table hot_area_scorers" if result.refit else saved.location
    shown = thin(result.rows, 20, result.chosen)
    if as_json:
        print_json({**result.to_dict(shown), "thresholds_saved_in": where_saved, "sweep_size": len(result.rows)})
        return
    table = Table("threshold", "precision", "recall", "F1", "accuracy", title=f"{result.scorer} · {result.format}")
    for r in shown:
        style = "bold green" if r is result.chosen else None
        table.add_row(f"{r.threshold:.4f}", f"{r.precision:.3f}", f"{r.recall:.3f}", f"{r.f1:.3f}",
                      f"{r.accuracy:.3f}", style=style)  # fmt: skip
    console.print(table)
    c = result.chosen
    note = "" if result.reached_target else f" (no threshold reaches precision {target_precision}; best F1 taken)"
    where = "not written (--dry-run)" if dry_run else f"written to {where_saved}"
    if result.refit and result.weights:
        console.print(f"refitted weights (bias, cosine, word Jaccard, bigram Jaccard) from {result.examples} pairs: "
                      + ", ".join(f"{w:.4g}" for w in result.weights))  # fmt: skip
    console.print(f"area {result.area}: threshold {c.threshold:.4f} · P {c.precision:.3f} R {c.recall:.3f} "
                  f"F1 {c.f1:.3f}{note}; {where}")  # fmt: skip


@hot_app.command("match")
@handle_errors
def hot_match(
    question: str = typer.Argument(..., help="a user question"),
    tags: str = typer.Option(None, "--tags", help="comma-separated business tags (default: from the tag dictionary)"),
    as_json: bool = JSON,
) -> None:
    """Show the top hot questions for a question with scores and the deciding threshold (counts nothing).

    Only the best-ranked one can be a hit, decided as an ask would: its area's threshold, then (with a chat model and hot.llm_confirm) the model's confirmation.
    """
    with opened_app() as app:
        hot = app.hot
        q_tags = hot.question_tags(question, _tags(tags))
        ranked = hot.search(question, q_tags)
        hit = bool(ranked) and hot.hit_area(question, ranked, q_tags) is not None
        rows = []
        for i, s in enumerate(ranked):
            area, threshold = hot.area_threshold(s.tags, q_tags)
            rows.append({**asdict(s), "area": area, "threshold": threshold, "above_threshold": s.score >= threshold,
                         "hit": hit and i == 0})  # fmt: skip
    if as_json:
        print_json({"question": question, "tags": q_tags, "scorer": hot.scorer.id,
                    "model_confirms": hot.confirm is not None, "candidates": rows})  # fmt: skip
        return
    table = Table("id", "question", "score", "cosine", "area", "threshold", "hit", title=f"tags: {','.join(q_tags)}")
    for r in rows:
        # the best one above its threshold yet no hit: the chat model said they differ
        verdict = "yes" if r["hit"] else "model: no" if r is rows[0] and r["above_threshold"] else ""
        table.add_row(r["question_id"][:8], r["standard_question"], f"{r['score']:.4f}", f"{r['cosine']:.4f}",
                      r["area"], f"{r['threshold']:.4f}", verdict)  # fmt: skip
    console.print(table if rows else "no active hot questions to compare with")
