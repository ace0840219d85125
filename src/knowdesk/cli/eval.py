"""`knowdesk eval`: measure retrieval quality on labelled data."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.progress import Progress
from rich.table import Table

from knowdesk.cli.common import State, console, handle_errors, print_json
from knowdesk.errors import ConfigError

if TYPE_CHECKING:  # the app and the retrieval stack are imported when a command runs, not for --help
    from knowdesk.app import Knowdesk
    from knowdesk.eval.retrieval import RetrievalSet

eval_app = typer.Typer(help="Evaluate retrieval and answer quality on labelled data.", no_args_is_help=True)

_FILE = {"exists": True, "dir_okay": False}


def _load(squad: Path | None, corpus: Path | None, queries: Path | None, qrels: Path | None, limit: int | None):
    from knowdesk.eval.retrieval import load_squad, load_uniform, squad_as_set

    uniform = (corpus, queries, qrels)
    if squad is not None and any(uniform):
        raise ConfigError("give either --squad or --corpus/--queries/--qrels, not both")
    if squad is not None:
        return squad_as_set(load_squad(squad, limit)), squad.name
    if corpus is None or queries is None or qrels is None:
        raise ConfigError("give --squad FILE, or all three of --corpus, --queries and --qrels")
    return load_uniform(corpus, queries, qrels, limit), corpus.resolve().parent.name


@eval_app.command("retrieval")
@handle_errors
def eval_retrieval(
    squad: Path = typer.Option(None, "--squad", **_FILE, help="SQuAD-format JSON (e.g. CMRC 2018 dev)"),
    corpus: Path = typer.Option(None, "--corpus", **_FILE, help="uniform format: corpus.jsonl ({id, text} lines)"),
    queries: Path = typer.Option(None, "--queries", **_FILE, help="uniform format: queries.jsonl ({id, text} lines)"),
    qrels: Path = typer.Option(None, "--qrels", **_FILE, help="uniform format: qrels.tsv (query, passage, relevance)"),
    k: int = typer.Option(5, "--k", min=1, max=100, help="cut-off of hit@k and MRR@k (hit@1 and nDCG@10 always)"),
    limit: int = typer.Option(
        None, "--limit", min=1, help="SQuAD: the first N paragraphs and their questions; uniform: the first N queries"
    ),
    ablation: bool = typer.Option(
        False, "--ablation", help="also rank by BM25 alone and by the dense model alone, on the same index"
    ),
    work_dir: Path = typer.Option(
        None, "--work-dir", help="keep the index here and reuse it next time (default: a temporary folder)"
    ),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Index every passage as a document, ask every query, report hit@1, hit@k, MRR@k and nDCG@10.

    Reads SQuAD (`--squad`: a paragraph is a passage, a question's own paragraph its relevant one) or the uniform format (`--corpus/--queries/--qrels`: relevance ≥ 1 counts as a hit, nDCG uses the grades). `--ablation` adds rows ranked by BM25 alone and by the dense model alone, from the same index.
    """
    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings
    from knowdesk.eval.retrieval import metric_names

    data, name = _load(squad, corpus, queries, qrels, limit)
    tmp = None
    if work_dir is None:
        tmp = tempfile.TemporaryDirectory(prefix="knowdesk-eval-")
        work_dir = Path(tmp.name)
    try:
        settings = load_settings(data_dir=work_dir / "data")
        if State.embedder:
            settings.embedding.provider = State.embedder  # type: ignore[assignment]
        app = Knowdesk(settings)
        try:
            result = _evaluate(app, data, work_dir, k, ablation, as_json)
        finally:
            app.close()
    finally:
        if tmp is not None:
            tmp.cleanup()
    result = {"set": name, **result}
    if as_json:
        print_json(result)
        return
    console.print(
        f"{name}: {result['questions']} queries, {result['passages']} passages, {result['fragments']} fragments, "
        f"embedder {result['embedder']}, ingest {result['ingest_seconds']} s"
    )
    table = Table("ranking", *metric_names(k), "query ms (median)", title=f"retrieval on {name}")
    for row, scores in result["rows"].items():
        table.add_row(row, *(f"{scores[m]:.4f}" for m in metric_names(k)), f"{scores['median_query_ms']:.1f}")
    console.print(table)


def _evaluate(app: Knowdesk, data: RetrievalSet, work_dir: Path, k: int, ablation: bool, quiet: bool) -> dict:
    from knowdesk.eval.retrieval import metric_names, score_ranking, write_passage_files
    from knowdesk.retrieval.hybrid import SearchOptions

    stems = write_passage_files(data, work_dir / "docs")
    fetch = max(k, 10)  # nDCG@10 needs ten
    with Progress(console=console, disable=quiet) as progress:
        t_ing = progress.add_task("indexing passages", total=len(stems))
        t0 = time.perf_counter()
        report = app.ingestor.ingest(
            [work_dir / "docs"], "eval", delete_missing=True, on_file=lambda r: progress.advance(t_ing),
            on_embed=lambda d, t: progress.update(t_ing, description=f"embedding {d}/{t}"),
        )  # fmt: skip
        ingest_s = time.perf_counter() - t0
        doc_pid = {d.id: stems[Path(d.path).stem] for d in app.store.list_documents("eval")}
        opts = SearchOptions(kbs=["eval"], k=fetch, allow_sensitive=True)
        rankers = {"hybrid": lambda q: app.retriever.search(q, opts)}
        if ablation:
            rankers["dense"] = lambda q: app.retriever.search_one_signal(q, "dense", opts)
            rankers["bm25"] = lambda q: app.retriever.search_one_signal(q, "bm25", opts)
        rows = {}
        for row, ranker in rankers.items():
            task = progress.add_task(f"asking ({row})", total=len(data.queries))
            scores = score_ranking(
                data, lambda q, r=ranker: [doc_pid[h.document_id] for h in r(q)], k,
                on_progress=lambda i, t=task: progress.update(t, completed=i),
            )  # fmt: skip
            rows[row] = scores.to_dict()
    hybrid = rows["hybrid"]
    return {
        "questions": hybrid["queries"], "passages": len(data.corpus), "fragments": app.store.fragment_count(["eval"]),
        **{m: hybrid[m] for m in metric_names(k)}, "median_query_ms": hybrid["median_query_ms"],
        "ingest_seconds": round(ingest_s, 2), "embedded": report.embedded, "embedding_cache_hits": report.cached,
        "embedder": app.embedder.model_id, "rows": rows,
    }  # fmt: skip


# `eval qa` lives in its own module (answers, not retrieval); registered here beside `eval retrieval`.
from knowdesk.cli.eval_qa import eval_qa  # noqa: E402

eval_app.command("qa")(eval_qa)
