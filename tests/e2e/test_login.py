"""Signing in, out and changing a password in the browser (issue 20, item 4), at both widths and languages:
wrong and expired credentials say so and nothing wrong is kept; the session cookie is out of scripts' reach."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.api.helpers import Seeded, Server
from tests.e2e.conftest import CHROMIUM, NO_CHROMIUM, PASSWORDS, Profile, fits, open_page, ready, shot

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=NO_CHROMIUM)

WORDS = {
    "zh": {"wrong": "用户名或密码错误", "token": "访问令牌无效", "expired": "登录已过期", "out": "已退出登录",
           "changed": "密码已修改", "differ": "不一致"},
    "en": {"wrong": "Wrong user name or password", "token": "invalid or has been revoked", "expired": "has expired",
           "out": "signed out", "changed": "Password changed", "differ": "differ"},
}  # fmt: skip


def sign_in(page: Any, name: str, password: str) -> None:
    page.fill("#login-name", name)
    page.fill("#login-password", password)
    page.click("#login-submit")


def test_wrong_password_and_wrong_token_say_so(browser, server: Server, profile: Profile, artifacts: Path) -> None:
    words = WORDS[profile.lang]
    page = open_page(browser, server, "chat.html", profile)
    page.wait_for_url("**/login.html**")  # not signed in: the sign-in page, nothing else
    sign_in(page, "alice", "not the password")
    page.wait_for_selector("#login-message.error")
    assert words["wrong"] in page.inner_text("#login-message") and page.input_value("#login-password") == ""
    fits(page, profile)
    shot(page, artifacts, "login-wrong-password", profile)
    page.click("#switch-mode")
    page.fill("#login-token", "kd_000000000000_" + "A" * 32)
    page.click("#token-submit")
    page.wait_for_function(f"() => document.querySelector('#login-message').textContent.includes({words['token']!r})")
    assert page.evaluate("Object.keys(localStorage).filter(k => k !== 'kd_lang')") == []  # nothing wrong is kept
    assert page.context.cookies() == []
    page.context.close()


def test_sign_in_with_a_token_then_out(
    browser, server: Server, e2e_data: Seeded, profile: Profile, artifacts: Path
) -> None:
    page = open_page(browser, server, "login.html", profile)
    page.click("#switch-mode")
    page.fill("#login-token", e2e_data.tokens["mgr"])
    page.click("#token-submit")
    page.wait_for_url("**/chat.html**")
    ready(page)
    assert page.inner_text("#whoami").startswith("mgr")
    (cookie,) = page.context.cookies()
    assert cookie["name"] == "kd_session" and cookie["httpOnly"] and cookie["sameSite"] == "Strict"
    assert page.evaluate("document.cookie") == ""  # out of reach of the page's scripts
    assert e2e_data.tokens["mgr"] not in str(page.evaluate("JSON.stringify(localStorage)"))
    page.click("#logout")
    page.wait_for_url("**/login.html?why=signed_out")
    assert WORDS[profile.lang]["out"] in page.inner_text("#login-message")
    page.goto(f"{server.url}/ui/chat.html")
    page.wait_for_url("**/login.html**")
    page.context.close()


def test_an_expired_session_asks_to_sign_in_again(browser, server: Server, e2e_data: Seeded, profile: Profile,
                                                  artifacts: Path) -> None:  # fmt: skip
    page = open_page(browser, server, "login.html", profile)
    sign_in(page, "carol", PASSWORDS["carol"])
    page.wait_for_url("**/chat.html**")
    ready(page)
    with sqlite3.connect(e2e_data.data_dir / "knowdesk.sqlite3") as db:  # the server's clock passes 12 hours
        db.execute("UPDATE web_sessions SET expires_at = 1 WHERE username = 'carol'")
    page.reload()
    page.wait_for_url("**/login.html?why=session_expired**")
    assert WORDS[profile.lang]["expired"] in page.inner_text("#login-message")
    shot(page, artifacts, "login-expired", profile)
    sign_in(page, "carol", PASSWORDS["carol"])
    page.wait_for_url("**/chat.html**")  # back where the reader was
    page.context.close()


def test_password_change(browser, server: Server, profile: Profile, artifacts: Path) -> None:
    words = WORDS[profile.lang]
    page = open_page(browser, server, "login.html", profile)
    sign_in(page, "carol", PASSWORDS["carol"])
    page.wait_for_url("**/chat.html**")
    ready(page)
    page.click("#change-password")
    page.fill("#pw-current", PASSWORDS["carol"])
    page.fill("#pw-new", "a brand new passphrase")
    page.fill("#pw-again", "a different passphrase")
    page.click("#pw-save")
    page.wait_for_function(f"() => document.querySelector('#password-error').textContent.includes({words['differ']!r})")
    shot(page, artifacts, "password-change", profile, full=False)
    page.fill("#pw-again", "a brand new passphrase")
    page.click("#pw-save")
    page.wait_for_selector("#notice")
    assert words["changed"] in page.inner_text("#notice")
    ask = page.locator("#question")
    ask.fill("年假有几天？")
    ask.press("Enter")  # still signed in, with the renewed session's CSRF token
    page.wait_for_selector('.msg.agent[data-done="1"]')
    page.evaluate("document.querySelector('#notice').textContent = ''")
    page.click("#change-password")  # and back, so other tests sign in as before
    page.fill("#pw-current", "a brand new passphrase")
    page.fill("#pw-new", PASSWORDS["carol"])
    page.fill("#pw-again", PASSWORDS["carol"])
    page.click("#pw-save")
    page.wait_for_function(f"() => document.querySelector('#notice').textContent.includes({words['changed']!r})")
    assert page.locator("dialog[open]").count() == 0
    assert page.js_errors == []
    page.context.close()
