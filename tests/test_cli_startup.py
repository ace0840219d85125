"""`knowdesk --help` starts without the heavy parts: commands import what they use when they run (issue 22)."""

from __future__ import annotations

import subprocess
import sys

import pytest

HEAVY = ("langgraph", "langchain_core", "chromadb", "onnxruntime", "kuzu", "fastapi", "jieba", "knowdesk.app")


def _loaded_after(code: str) -> set[str]:
    probe = f"import sys\n{code}\nprint('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    return set(out.stdout.split())


@pytest.mark.parametrize("args", [["--help"], ["eval", "qa", "--help"]])
def test_help_imports_no_heavy_part(args: list[str]) -> None:
    loaded = _loaded_after(
        "from typer.testing import CliRunner\n"
        "from knowdesk.cli.main import app\n"
        f"r = CliRunner().invoke(app, {args!r})\n"
        "assert r.exit_code == 0 and 'Usage' in r.output, r.output"
    )
    assert not {m for m in loaded if m.split(".")[0] in HEAVY or m in HEAVY}
