"""Browser fixtures: a real `knowdesk serve` and headless Debian Chromium driven by Playwright.

One seeded data directory, one server and one browser per session; each test opens its own context (cookie
jar, viewport, UI language). Users sign in with passwords once per session (scrypt is slow on purpose) and
later contexts reuse the session cookie. Skips (with the reason) when /usr/bin/chromium or the playwright
package is missing; `.ci/run` installs chromium so CI runs these. Screenshots go to test-artifacts/.
Assertions read text and the DOM, never pixels, so missing CJK fonts (boxes for glyphs) change nothing;
to see it, run with a fontconfig that lists only DejaVu (`FONTCONFIG_FILE=<a fonts.conf with one <dir>>`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.api.helpers import Seeded, Server, copy_seeded, seed
from tests.conftest import make_app

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
NO_CHROMIUM = "end-to-end tests need Debian's chromium at /usr/bin/chromium (apt-get install -y chromium)"
PASSWORDS = {
    "admin": "admin passphrase",
    "alice": "alice passphrase",
    "bob": "bob passphrase",
    "mgr": "mgr passphrase",
    "carol": "carol passphrase",
}  # carol's sessions are expired and her password changed by the tests
# asked often enough to become active hot questions answered from `hr`: the empty chat suggests them
HOT_ASKED = ["年假有几天？", "病假需要什么材料？"]
# an admin's hot question whose summary is Markdown (a table, a list, code) with HTML that must stay text; what it
# states agrees with 差旅费报销标准2024, since a hit's summary is checked against the documents before it is served
MARKDOWN_QUESTION = "报销审批分几级？"
MARKDOWN_ANSWER = """报销按金额分级审批：

| 金额 | 审批人 |
|---|---|
| 每一笔 | 直属上级 → 部门负责人 → 财务部 |
| 2万元及以上 | 还须财务总监 |

1. 提交《差旅报销单》
2. 财务部审核

在OA中输入代码 `BX-2024` 查询进度。<script>window.__xss = 1</script><img src=x onerror="window.__xss=2">"""

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


@dataclass(frozen=True)
class Profile:
    """How a test looks at the page: screen width and UI language."""

    name: str
    viewport: dict[str, int]
    lang: str

    @property
    def phone(self) -> bool:
        return self.viewport["width"] < 760


PROFILES = [Profile("desktop-zh", DESKTOP, "zh"), Profile("desktop-en", DESKTOP, "en"),
            Profile("phone-zh", PHONE, "zh"), Profile("phone-en", PHONE, "en")]  # fmt: skip


@pytest.fixture(scope="session")
def e2e_template(tmp_path_factory: pytest.TempPathFactory) -> Seeded:
    """Seeded once; each server gets its own copy (two servers never share a data directory)."""
    data = seed(tmp_path_factory.mktemp("e2e-template") / "data")
    app = make_app(data.data_dir)
    try:
        app.users.add("carol", "employee")
        app.users.grant("carol", "hr", "ask")
        for name, password in PASSWORDS.items():
            app.logins.set_password(name, password)
    finally:
        app.close()
    with TestClient(create_app(load_settings(data_dir=data.data_dir), embedder=HashingEmbeddings())) as client:
        for question in HOT_ASKED:
            for _ in range(4):  # a candidate, then active (promote_after 3), then answered with its sources
                client.post("/chat", json={"question": question}, headers=data.auth("alice"))
        r = client.post(
            "/hot", json={"question": MARKDOWN_QUESTION, "answer": MARKDOWN_ANSWER}, headers=data.auth("admin")
        )
        assert r.status_code == 201, r.text
    return data


@pytest.fixture(scope="session")
def e2e_data(e2e_template: Seeded, tmp_path_factory: pytest.TempPathFactory) -> Seeded:
    return copy_seeded(e2e_template, tmp_path_factory.mktemp("e2e") / "data")


@pytest.fixture(scope="session")
def server(e2e_data: Seeded) -> Iterator[Server]:
    # every browser context comes from 127.0.0.1: the wrong-password tests must not throttle the others
    s = Server(e2e_data.data_dir, env={"KNOWDESK_LIMITS__AUTH_MAX_FAILURES": "1000"}).start()
    yield s
    s.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip(NO_CHROMIUM)
    sync_api = pytest.importorskip("playwright.sync_api", reason="end-to-end tests need the playwright package")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                              args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])  # fmt: skip
        yield b
        b.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(params=PROFILES, ids=[p.name for p in PROFILES])
def profile(request: pytest.FixtureRequest) -> Profile:
    return request.param


_signed_in: dict[tuple[str, str], Any] = {}  # (server url, user) → storage state with the session cookie


def open_page(browser: Any, server: Server, page_name: str, profile: Profile, user: str | None = None,
              prepare: Callable[[Any], None] | None = None, **context: Any) -> Any:  # fmt: skip
    """A page of its own context at the profile's width and language, signed in as `user` (by password, the
    first time in the session; the session cookie after that); `prepare` sees the page before it loads (routes)."""
    state = None
    if user is not None and (server.url, user) not in _signed_in:
        ctx = browser.new_context()
        page = ctx.new_page()
        page.goto(f"{server.url}/ui/login.html")
        page.fill("#login-name", user)
        page.fill("#login-password", PASSWORDS[user])
        page.click("#login-submit")
        page.wait_for_url("**/chat.html**")
        _signed_in[(server.url, user)] = ctx.storage_state()
        ctx.close()
    if user is not None:
        state = _signed_in[(server.url, user)]
    ctx = browser.new_context(viewport=profile.viewport, storage_state=state, **context)
    ctx.add_init_script(f"localStorage.setItem('kd_lang', '{profile.lang}')")
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if "Content Security Policy" in m.text else None)
    page.js_errors = errors
    if prepare:
        prepare(page)
    page.goto(f"{server.url}/ui/{page_name}")
    return page


def ready(page: Any) -> Any:
    page.wait_for_selector("body[data-ready='1']")
    return page


def shot(page: Any, artifacts: Path, name: str, profile: Profile, full: bool = True) -> None:
    page.screenshot(path=str(artifacts / f"{name}-{profile.name}.png"), full_page=full)


def fits(page: Any, profile: Profile) -> None:
    """Nothing wider than the screen (a phone must not scroll sideways)."""
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= profile.viewport["width"] + 1, f"{profile.name}: the page is {width}px wide"
