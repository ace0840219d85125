"""Kept benchmark indexes, one folder per set under bench/out/retrieval/<set>/ (git-ignored):

- docs/: one file per passage (`write_passage_files`: letter-only names, no title or date in them);
- full/: the product's data dir after ingestion and e5 refinement (through the embedding cache);
- searchable/: the same files ingested without refinement (the searchable point: BM25 + fast vectors).

Ingestion is incremental, so a second run only re-reads the files.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "bench" / "out" / "retrieval"
sys.path.insert(0, str(ROOT / "src"))

from knowdesk.app import Knowdesk  # noqa: E402
from knowdesk.config import load_settings  # noqa: E402
from knowdesk.eval.retrieval import RetrievalSet, write_passage_files  # noqa: E402

KB = "eval"


def open_index(name: str, data: RetrievalSet, embedder, refined: bool = True) -> tuple[Knowdesk, dict[str, str], dict]:
    """(app, document id → passage id, ingest report) for the set's kept index, built or brought up to date."""
    folder = OUT / name
    stems = write_passage_files(data, folder / "docs")
    app = Knowdesk(load_settings(data_dir=folder / ("full" if refined else "searchable")), embedder=embedder)
    t0 = time.perf_counter()
    last = [0.0]

    def progress(done: int, total: int) -> None:
        if time.perf_counter() - last[0] > 30:
            last[0] = time.perf_counter()
            print(f"  [{name}] embedding {done}/{total} ({time.perf_counter() - t0:.0f} s)", flush=True)

    report = app.ingestor.ingest([folder / "docs"], KB, delete_missing=True, embed=refined, on_embed=progress)
    doc_pid = {d.id: stems[Path(d.path).stem] for d in app.store.list_documents(KB)}
    info = {k: v for k, v in report.to_dict().items() if k != "files"}
    info.update(seconds=time.perf_counter() - t0, total_fragments=app.store.fragment_count([KB]))
    return app, doc_pid, info
