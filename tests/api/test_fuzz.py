"""Fuzz every operation of the OpenAPI schema (bounded examples, admin token): no 5xx, JSON errors in each
API's shape (`{code, message}`; under /v1 OpenAI's `{"error": {…}}`)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.api.helpers import Seeded, copy_seeded

schemathesis = pytest.importorskip("schemathesis")
import hypothesis  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402

EXAMPLES = {"positive": 8, "negative": 6}  # per operation; ~40 operations
TOKEN: dict[str, str] = {}


@pytest.fixture(scope="module")
def api_schema(seeded_template: Seeded, tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    data = copy_seeded(seeded_template, tmp_path_factory.mktemp("fuzz") / "data")
    TOKEN["admin"] = data.tokens["admin"]
    app = create_app(load_settings(data_dir=data.data_dir, max_file_mb=1), embedder=HashingEmbeddings())
    with TestClient(app):  # runs the lifespan; the schema's own client then reuses app.state
        yield schemathesis.openapi.from_asgi("/openapi.json", app)


@pytest.mark.parametrize("mode", ["positive", "negative"])
# schemathesis's own strategies use `random` for some schemas (hypothesis warns in some runs, by hash order)
@pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisDeprecationWarning")
def test_no_server_errors(api_schema, mode: str) -> None:  # type: ignore[no-untyped-def]
    """Positive cases follow the schema; negative ones break it and must get a 4xx, never a 5xx."""
    headers = {"Authorization": f"Bearer {TOKEN['admin']}"}
    seen = 0
    statuses: dict[int, int] = {}
    for result in api_schema.get_all_operations():
        op = result.ok()

        @given(case=op.as_strategy(schemathesis.GenerationMode(mode)))
        @settings(max_examples=EXAMPLES[mode], deadline=None, suppress_health_check=list(HealthCheck), derandomize=True,
                  database=None)  # fmt: skip
        def check(case) -> None:  # type: ignore[no-untyped-def]
            response = case.call(headers=headers)
            statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
            where = f"{case.method} {case.formatted_path}"
            assert response.status_code < 500, f"{where} → {response.status_code}: {response.text[:300]}"
            if response.status_code >= 400 and "json" in str(response.headers.get("content-type")):
                body = response.json()
                if case.path.startswith("/v1/"):  # OpenAI's error shape, which OpenAI clients parse
                    body = body["error"]
                    assert {"type", "code", "message"} <= set(body), (where, response.text[:300])
                assert {"code", "message"} <= set(body), (where, response.text[:300])

        with contextlib.suppress(hypothesis.errors.Unsatisfiable):  # nothing invalid to generate here
            check()
        seen += 1
    assert seen >= 30
    if mode == "positive":  # the token is used: most calls get past auth (negative cases also break the header)
        assert statuses.get(401, 0) < sum(statuses.values()) / 4, statuses
        assert sum(n for s, n in statuses.items() if s < 300) > 50, statuses
    print(f"fuzzed {seen} operations: {dict(sorted(statuses.items()))}")
