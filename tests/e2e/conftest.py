"""Browser fixtures: a real `knowdesk serve` and headless Debian Chromium driven by Playwright.

Skips (with the reason) when /usr/bin/chromium or the playwright package is missing; `.ci/run`
installs chromium so CI runs these.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.api.helpers import Seeded, Server, copy_seeded, seed

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

NO_CHROMIUM = "end-to-end tests need Debian's chromium at /usr/bin/chromium (apt-get install -y chromium)"


@pytest.fixture(scope="session")
def e2e_template(tmp_path_factory: pytest.TempPathFactory) -> Seeded:
    """Seeded once; each server gets its own copy (two servers never share a data directory)."""
    return seed(tmp_path_factory.mktemp("e2e-template") / "data")


@pytest.fixture(scope="session")
def e2e_data(e2e_template: Seeded, tmp_path_factory: pytest.TempPathFactory) -> Seeded:
    return copy_seeded(e2e_template, tmp_path_factory.mktemp("e2e") / "data")


@pytest.fixture(scope="session")
def server(e2e_data: Seeded) -> Iterator[Server]:
    s = Server(e2e_data.data_dir).start()
    yield s
    s.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not CHROMIUM.exists():
        pytest.skip(NO_CHROMIUM)
    sync_api = pytest.importorskip("playwright.sync_api", reason="end-to-end tests need the playwright package")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                              args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])  # fmt: skip
        yield b
        b.close()


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


def login(browser: object, server: Server, token: str, page_name: str, **context: object) -> object:
    """A fresh page signed in with `token` (stored in localStorage like a user would)."""
    ctx = browser.new_context(**context)  # type: ignore[attr-defined]
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{server.url}/ui/{page_name}")
    page.fill("#token-input", token)
    page.click("#token-save")
    page.wait_for_selector("#whoami:not(:empty)")
    return page
