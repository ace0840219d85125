"""`knowdesk eval`: measure retrieval quality on labelled data."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

import typer
from rich.progress import Progress
from rich.table import Table

from knowdesk.app import Knowdesk
from knowdesk.cli.common import State, console, handle_errors, print_json
from knowdesk.config import load_settings
from knowdesk.eval.retrieval import load_squad, score_retrieval, write_paragraph_files
from knowdesk.retrieval.hybrid import SearchOptions

eval_app = typer.Typer(help="Evaluate retrieval and answer quality on labelled data.", no_args_is_help=True)


@eval_app.command("retrieval")
@handle_errors
def eval_retrieval(
    squad: Path = typer.Option(
        ..., "--squad", exists=True, dir_okay=False, help="SQuAD-format JSON (e.g. CMRC 2018 dev)"
    ),
    k: int = typer.Option(5, "--k", min=1, max=100),
    limit: int = typer.Option(None, "--limit", min=1, help="only the first N paragraphs (and their questions)"),
    work_dir: Path = typer.Option(
        None, "--work-dir", help="keep the index here and reuse it next time (default: a temporary folder)"
    ),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Index every paragraph as a document, ask every question, report hit@1, hit@k and MRR@k."""
    data = load_squad(squad, limit)
    tmp = None
    if work_dir is None:
        tmp = tempfile.TemporaryDirectory(prefix="knowdesk-eval-")
        work_dir = Path(tmp.name)
    try:
        overrides = {"data_dir": work_dir / "data"}
        settings = load_settings(**overrides)
        if State.embedder:
            settings.embedding.provider = State.embedder  # type: ignore[assignment]
        app = Knowdesk(settings)
        stems = write_paragraph_files(data, work_dir / "docs")
        with Progress(console=console, disable=as_json) as progress:
            t_ing = progress.add_task("indexing paragraphs", total=len(stems))
            t0 = time.perf_counter()
            report = app.ingestor.ingest(
                [work_dir / "docs"], "eval", on_file=lambda r: progress.advance(t_ing),
                on_embed=lambda d, t: progress.update(t_ing, description=f"embedding {d}/{t}"),
            )  # fmt: skip
            ingest_s = time.perf_counter() - t0
            doc_to_pid = {d.id: stems[Path(d.path).stem] for d in app.store.list_documents("eval")}
            t_q = progress.add_task("asking questions", total=len(data.questions))

            def retrieve(q: str) -> list[str]:
                hits = app.retriever.search(q, SearchOptions(kbs=["eval"], k=k, allow_sensitive=True))
                return [doc_to_pid[h.document_id] for h in hits]

            scores = score_retrieval(
                data.questions, retrieve, k, on_progress=lambda i: progress.update(t_q, completed=i)
            )
        fragments = app.store.fragment_count(["eval"])
        result = {
            **scores.to_dict(), "paragraphs": len(data.paragraphs), "fragments": fragments,
            "ingest_seconds": round(ingest_s, 2), "embedded": report.embedded, "embedding_cache_hits": report.cached,
            "embedder": app.embedder.model_id,
        }  # fmt: skip
        app.close()
    finally:
        if tmp is not None:
            tmp.cleanup()
    if as_json:
        print_json(result)
        return
    table = Table("metric", "value", title=f"retrieval on {squad.name}")
    for key, val in result.items():
        table.add_row(key, str(val))
    console.print(table)


# `eval qa` lives in its own module (answers, not retrieval); registered here beside `eval retrieval`.
from knowdesk.cli.eval_qa import eval_qa  # noqa: E402

eval_app.command("qa")(eval_qa)
