"""The import rule of docs/architecture.md ("Layers"): a module imports only its own layer or the ones below.

Layers, bottom first, by top-level package of `knowdesk` (a package's `settings.py` belongs to the bottom
layer: `config.py` gathers every feature's settings). `TYPE_CHECKING` imports are annotations, not
dependencies, and do not count. The exceptions below are known and named; a new one fails this test."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "knowdesk"
LAYERS = [
    {"errors", "config", "models", "limits", "text", "refusals", "prompts", "llm", "data"},
    {"embeddings", "stores"},
    {"ingest", "indexing", "retrieval", "relations", "websearch", "validity", "hot", "reasoning", "auth"},
    {"assessment", "conversation", "graphs", "gaps", "eval", "stats"},
    {"app"},
    {"cli", "api", "webui"},
]
RANK = {name: i for i, names in enumerate(LAYERS) for name in names}

KNOWN = {
    # entry points that build the app: LangGraph Studio's factory, the detached refiner process
    ("graphs/qa.py", "app"),
    ("indexing/worker.py", "app"),
    # the hot-answer check reads a summary's values with the assessment's fact reader and the eval matcher
    ("reasoning/hot_check.py", "assessment"),
    ("reasoning/hot_check.py", "eval"),
    # `knowdesk db migrate-from-embedded` copies every store, so it knows them all
    ("stores/postgres/copy.py", "hot"),
    ("stores/postgres/copy.py", "auth"),
    ("stores/postgres/copy.py", "conversation"),
    ("stores/postgres/copy.py", "gaps"),
    ("stores/postgres/copy_graph.py", "relations"),
    # row types that live with their producers (issue 22 item 1 moves contracts under stores/)
    ("stores/postgres/fast_vectors.py", "indexing"),
}


def _layer(path: Path) -> str | None:
    rel = path.relative_to(SRC)
    if len(rel.parts) > 1 and rel.name == "settings.py":
        return "config"
    return rel.parts[0].removesuffix(".py")


def _imports(tree: ast.Module) -> list[tuple[str, int]]:
    skipped = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
               for n in ast.walk(node)}  # fmt: skip
    out = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("knowdesk."):
            out.append((node.module, node.lineno))
        elif isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names if a.name.startswith("knowdesk.")]
    return out


def test_no_module_imports_a_layer_above_its_own() -> None:
    found: dict[tuple[str, str], list[str]] = {}
    for path in sorted(SRC.rglob("*.py")):
        me = _layer(path)
        for module, line in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            parts = module.split(".")
            target = "config" if parts[-1] == "settings" else parts[1]
            if RANK.get(target, 0) > RANK.get(me or "", 0):
                found.setdefault((str(path.relative_to(SRC)), target), []).append(f"line {line}: {module}")
    new = {k: v for k, v in found.items() if k not in KNOWN}
    assert not new, f"imports from a layer above (see docs/architecture.md, Layers): {new}"
    assert not KNOWN - set(found), f"exceptions no longer needed, remove them: {KNOWN - set(found)}"


def test_every_package_has_a_layer() -> None:
    packages = {
        p.name.removesuffix(".py") for p in SRC.iterdir() if not p.name.startswith("_") and p.suffix in (".py", "")
    }
    assert packages - {"py.typed"} <= set(RANK), packages - set(RANK)
