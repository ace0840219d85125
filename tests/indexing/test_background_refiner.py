"""The server's refiner thread: started at server start and after uploads, never losing a poke."""

from __future__ import annotations

import time
from pathlib import Path

from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from knowdesk.indexing import start_refiner
from tests.conftest import SAMPLE_KB, make_app


def wait_until(check, seconds: float = 20.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return False


def test_pokes_while_a_pass_runs_are_not_lost(tmp_path: Path) -> None:
    app = make_app(tmp_path / "data")
    files = sorted(p for p in SAMPLE_KB.iterdir() if p.suffix in (".md", ".txt"))
    app.ingestor.ingest(files[:1], "hr", embed=False)
    first = start_refiner(app.refiner_launch, thread=True)
    app.ingestor.ingest(files[1:], "hr", embed=False)  # arrives while the first pass may be running
    second = start_refiner(app.refiner_launch, thread=True)
    assert first is not None
    # None only when the first pass had already taken the new fragments too: nothing was left to poke for
    assert second is not None or app.store.unvectored_count(app.embedder.model_id) == 0
    assert wait_until(lambda: app.store.unvectored_count(app.embedder.model_id) == 0)
    assert wait_until(lambda: app.background_refiner._thread is None)  # the thread ends when idle
    assert start_refiner(app.refiner_launch, thread=True) is None  # nothing pending: no thread
    app.close()


def test_closing_the_app_stops_the_refiner(tmp_path: Path) -> None:
    app = make_app(tmp_path / "data")
    app.ingestor.ingest([SAMPLE_KB], "hr", embed=False)
    thread = start_refiner(app.refiner_launch, thread=True)
    app.close()
    assert thread is not None and not thread.is_alive()
    assert app.background_refiner.poke() is None  # stopped for good


def test_the_api_server_refines_what_was_ingested_before_it_started(tmp_path: Path) -> None:
    data = tmp_path / "data"
    app = make_app(data)
    app.ingestor.ingest([SAMPLE_KB], "hr", embed=False)  # e.g. `knowdesk ingest` whose worker was killed
    pending = app.store.unvectored_count(app.embedder.model_id)
    app.close()
    assert pending > 0
    with TestClient(create_app(load_settings(data_dir=data), embedder=HashingEmbeddings())) as client:
        kd = client.app.state.kd  # type: ignore[attr-defined]
        assert wait_until(lambda: kd.store.unvectored_count(kd.embedder.model_id) == 0)
