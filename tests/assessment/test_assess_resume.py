"""Resume across a real process restart: `knowdesk assess` is killed between answers, then resumed."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
from pathlib import Path

from .conftest import make_app

KNOWDESK = str(Path(sys.executable).parent / "knowdesk")


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KNOWDESK_")}
    return {**env, "PYTHONUNBUFFERED": "1", "COLUMNS": "400", "TERM": "dumb"}


def _reader(proc: subprocess.Popen) -> queue.Queue:
    q: queue.Queue = queue.Queue()

    def pump() -> None:
        for line in proc.stdout:  # type: ignore[union-attr]
            q.put(line)
        q.put(None)

    threading.Thread(target=pump, daemon=True).start()
    return q


def _wait_for(q: queue.Queue, needle: str, seen: list[str], timeout: float = 60) -> str:
    while True:
        line = q.get(timeout=timeout)
        assert line is not None, f"process ended before {needle!r}:\n{''.join(seen)}"
        seen.append(line)
        if needle in line:
            return line


def test_resume_after_kill(hr_dir: Path):
    base = [KNOWDESK, "--data-dir", str(hr_dir), "--embedder", "hashing", "assess"]
    proc = subprocess.Popen([*base, "--kb", "hr", "--user", "dave", "--questions", "3"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=_env())  # fmt: skip
    seen: list[str] = []
    try:
        q = _reader(proc)
        sid = _wait_for(q, "session ", seen).split("session ")[1].split()[0]
        _wait_for(q, "第 1/3 题", seen)
        proc.stdin.write("不知道\n")  # type: ignore[union-attr]
        proc.stdin.flush()  # type: ignore[union-attr]
        _wait_for(q, "追问", seen)
        proc.stdin.write("我也不确定\n")  # type: ignore[union-attr]
        proc.stdin.flush()  # type: ignore[union-attr]
        _wait_for(q, "第 2/3 题", seen)
    finally:
        proc.kill()  # between answers: question 2 is asked, not yet answered
        proc.wait(timeout=30)

    out = subprocess.run([*base, "resume", sid], input="不清楚\n不清楚\n不清楚\n不清楚\n", capture_output=True,
                         text=True, env=_env(), timeout=120)  # fmt: skip
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "2 answers so far" in text
    assert "第 1/3 题" not in text, text
    assert "第 2/3 题" in text and "第 3/3 题" in text, text
    assert text.index("第 2/3 题") < text.index("第 3/3 题")
    assert "能力等级" in text and "入门" in text and "Novice" not in text

    app = make_app(hr_dir)
    try:
        st = app.assessments.state(sid)
        answers = [m["content"] for m in st["messages"] if m["role"] == "user"]
        assert answers[:2] == ["不知道", "我也不确定"] and len(answers) == 6
        assert st["status"] == "done" and st["user"] == "dave"
    finally:
        app.close()
    hist = subprocess.run([*base, "history", "--user", "dave", "--json"], capture_output=True, text=True, env=_env())
    assert sid in hist.stdout
    report = subprocess.run([*base, "report", sid], capture_output=True, text=True, env=_env())
    assert report.stdout.startswith("# 学情报告")
