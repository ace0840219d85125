"""Two-phase indexing: searchable at ingest (fast vectors), refined later, never embedding twice."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np

from knowdesk.embeddings.hashing import HashingEmbeddings
from knowdesk.indexing import index_status, refine
from knowdesk.retrieval.hybrid import SearchOptions
from tests.conftest import SAMPLE_KB, make_app


class CountingEmbeddings(HashingEmbeddings):
    """The hashing embedder, counting the texts it embeds."""

    def __init__(self, model_id: str = "hashing-ngram-256") -> None:
        super().__init__()
        self.model_id = model_id
        self.calls = 0

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        self.calls += len(texts)
        return super().embed_passages(texts)


def make_counting_app(data_dir: Path, model_id: str = "hashing-ngram-256"):
    app = make_app(data_dir)
    app._embedder = CountingEmbeddings(model_id)
    return app


def test_fragments_are_searchable_before_any_main_vector(tmp_path):
    app = make_counting_app(tmp_path / "data")
    app.ingestor.ingest([SAMPLE_KB], "hr", embed=False)
    assert app.embedder.calls == 0 and app.vectors.count() == 0
    status = index_status(app.indexing_state)[0]
    assert status["total"] == status["searchable"] == status["dense"] > 0 and status["refined"] == 0
    hits = app.retriever.search("年假有几天", SearchOptions(kbs=["hr"], k=5))
    assert hits and "请假" in hits[0].document
    assert any("fast" in h.scores for h in hits)  # the first-pass dense signal took part
    assert not any("dense" in h.scores for h in hits)
    app.close()


def test_refinement_switches_fragments_to_the_main_model(tmp_path):
    app = make_counting_app(tmp_path / "data")
    app.ingestor.ingest([SAMPLE_KB], "hr", embed=False)
    prog = refine(app.refine_parts, workers=1, in_process=True)
    total = app.store.fragment_count(["hr"])
    assert prog.done == total and app.store.unvectored_count(app.embedder.model_id) == 0
    assert index_status(app.indexing_state)[0]["refined"] == total
    hits = app.retriever.search("年假有几天", SearchOptions(kbs=["hr"], k=5))
    assert "请假" in hits[0].document
    assert any("dense" in h.scores for h in hits) and not any("fast" in h.scores for h in hits)
    assert refine(app.refine_parts, workers=1, in_process=True).done == 0  # nothing left, nothing redone
    app.close()


def test_renamed_copy_computes_no_new_embeddings(tmp_path):
    src = tmp_path / "a"
    src.mkdir()
    shutil.copy(SAMPLE_KB / next(p.name for p in SAMPLE_KB.iterdir() if p.suffix == ".md"), src / "policy.md")
    app = make_counting_app(tmp_path / "data")
    app.ingestor.ingest([src], "hr", embed=False)
    refine(app.refine_parts, workers=1, in_process=True)
    fast_calls, main_calls = app.fast_index.embed_calls, app.embedder.calls
    assert fast_calls > 0 and main_calls > 0

    moved = tmp_path / "b"
    moved.mkdir()
    shutil.copy(src / "policy.md", moved / "renamed-policy.md")
    report = app.ingestor.ingest([moved], "hr", embed=False)
    assert report.count("added") == 1
    prog = refine(app.refine_parts, workers=1, in_process=True)
    assert app.fast_index.embed_calls == fast_calls  # first-pass vectors came from the cache
    assert app.embedder.calls == main_calls and prog.computed == 0 and prog.cached == prog.done > 0
    app.close()


def test_changing_the_model_reembeds_while_search_keeps_working(tmp_path):
    data = tmp_path / "data"
    old = make_counting_app(data)
    old.ingestor.ingest([SAMPLE_KB], "hr", embed=False)
    refine(old.refine_parts, workers=1, in_process=True)
    old.close()

    new = make_counting_app(data, model_id="hashing-ngram-256-v2")
    assert index_status(new.indexing_state)[0]["refined"] == 0
    assert new.retriever.search("年假有几天", SearchOptions(kbs=["hr"], k=3))  # served by the fast vectors
    prog = refine(new.refine_parts, workers=1, in_process=True)
    assert prog.computed > 0 and index_status(new.indexing_state)[0]["refined"] == new.store.fragment_count(["hr"])
    new.close()


def test_first_pass_vectors_follow_deletes_and_backfill(tmp_path):
    app = make_counting_app(tmp_path / "data")
    app.ingestor.ingest([SAMPLE_KB], "hr", embed=False)
    n = app.db.query_one("SELECT COUNT(*) AS n FROM fast_vectors")["n"]
    assert n == app.store.fragment_count(["hr"])
    doc = app.store.list_documents("hr")[0]
    app.ingestor.delete_document("hr", doc.path)
    left = app.db.query_one("SELECT COUNT(*) AS n FROM fast_vectors")["n"]
    assert left == n - doc.fragment_count
    with app.db.transaction() as tx:
        tx.execute("DELETE FROM fast_vectors")
    assert app.fast_index.backfill() == left  # e.g. a database from before two-phase indexing
    app.close()


def test_after_a_model_change_old_vectors_serve_until_new_ones_exist(tmp_path):
    data = tmp_path / "data"
    first = make_counting_app(data)  # the main model is the built-in hashing model
    first.ingestor.ingest([SAMPLE_KB], "hr", embed=False)
    refine(first.refine_parts, workers=1, in_process=True)
    first.close()

    second = make_counting_app(data, model_id="another-model")  # operator switched the main model
    assert second.store.unvectored_count("another-model") > 0
    hits = second.retriever.search("年假有几天", SearchOptions(kbs=["hr"], k=5))
    assert "请假" in hits[0].document
    old = "dense:hashing-ngram-256"
    assert all(old in h.scores or "bm25" in h.scores for h in hits) and any(old in h.scores for h in hits)
    assert not any("fast" in h.scores for h in hits)  # the old model's vectors, not the first pass

    refine(second.refine_parts, workers=1, in_process=True)
    hits = second.retriever.search("年假有几天", SearchOptions(kbs=["hr"], k=5))
    assert "请假" in hits[0].document
    assert any("dense" in h.scores for h in hits) and not any(old in h.scores for h in hits)
    second.close()


class _EmbeddingServer:
    """A real OpenAI-compatible /v1/embeddings server on loopback, embedding with the hashing model."""

    def __init__(self) -> None:
        import json
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        emb = HashingEmbeddings()
        self.requests = 0
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                outer.requests += 1
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
                vecs = emb.embed_passages(texts)
                data = [{"object": "embedding", "index": i, "embedding": v.tolist()} for i, v in enumerate(vecs)]
                raw = json.dumps({"object": "list", "data": data, "model": body["model"],
                                  "usage": {"prompt_tokens": 0, "total_tokens": 0}}).encode()  # fmt: skip
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def test_a_previous_remote_model_serves_until_reembedded_and_its_outage_is_survived(tmp_path):
    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings

    server = _EmbeddingServer()
    data = tmp_path / "data"
    remote = {"provider": "openai", "base_url": server.url, "model": "bge-m3:latest"}  # a colon in the name
    first = Knowdesk(load_settings(data_dir=data, embedding=remote))
    first.ingestor.ingest([SAMPLE_KB], "hr", embed=False)
    refine(first.refine_parts, workers=1, in_process=True)
    old_id = first.embedder.model_id
    assert old_id == f"openai:{server.url}:bge-m3:latest" and first.store.unvectored_count(old_id) == 0
    first.close()

    second = make_counting_app(data, model_id="another-model")  # the operator moved to another model
    hits = second.retriever.search("年假有几天", SearchOptions(kbs=["hr"], k=5))
    assert "请假" in hits[0].document
    assert any(f"dense:{old_id}" in h.scores for h in hits)  # the remote model embedded the query
    assert not any("fast" in h.scores for h in hits)

    server.stop()  # the old server is gone: search goes on with the first-pass vectors
    hits = second.retriever.search("病假怎么请", SearchOptions(kbs=["hr"], k=5))
    assert hits and "请假" in hits[0].document
    assert any("fast" in h.scores for h in hits) and not any(f"dense:{old_id}" in h.scores for h in hits)
    old_embedder = second.previous_dense(old_id)[0]
    asked = []
    old_embedder.embed_query = lambda text: asked.append(text)  # type: ignore[method-assign]
    second.retriever.search("加班费怎么算", SearchOptions(kbs=["hr"], k=5))
    assert asked == []  # a failed previous model is not asked again on every query (5 minutes)
    second.close()
