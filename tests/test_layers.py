"""The import rule of docs/architecture.md ("Layers"): a module imports only its own layer or the ones below.

Layers, bottom first, by top-level package of `knowdesk` (a package's `settings.py` belongs to the bottom
layer: `config.py` gathers every feature's settings). Every import counts: at module level, inside a function,
and under `TYPE_CHECKING` (an annotation naming a layer above is a dependency on it all the same). The
exceptions below are known and named; a new one fails this test. No module imports `app.py` but the
interfaces above it, and the modules import each other without cycles."""

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
    # the hot-answer check reads a summary's values with the assessment's fact reader and the eval matcher
    ("reasoning/hot_check.py", "assessment"),
    ("reasoning/hot_check.py", "eval"),
    # `knowdesk db migrate-from-embedded` copies every store, so it knows them all
    ("stores/postgres/copy.py", "hot"),
    ("stores/postgres/copy.py", "auth"),
    ("stores/postgres/copy.py", "conversation"),
    ("stores/postgres/copy.py", "gaps"),
    ("stores/postgres/copy_graph.py", "relations"),
}


def _layer(path: Path) -> str | None:
    rel = path.relative_to(SRC)
    if len(rel.parts) > 1 and rel.name == "settings.py":
        return "config"
    return rel.parts[0].removesuffix(".py")


def _imports(tree: ast.Module) -> list[tuple[str, int]]:
    """Every `knowdesk.*` module named by an import anywhere in the file: `from knowdesk.a import b` names
    `knowdesk.a.b` when that is a module of its own, else `knowdesk.a`."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("knowdesk."):
            subs = [f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" in MODULES]
            out += [(m, node.lineno) for m in (subs if len(subs) == len(node.names) else [node.module, *subs])]
        elif isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names if a.name.startswith("knowdesk.")]
    return out


def _module(path: Path) -> str:
    parts = path.relative_to(SRC.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module(p): p for p in SRC.rglob("*.py")}


def _defined(module: str) -> str:
    """The module a dotted name lives in (`knowdesk.a.B` → `knowdesk.a`)."""
    while module not in MODULES:
        module = module.rpartition(".")[0]
    return module


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


def test_only_the_interfaces_import_the_app() -> None:
    importers = sorted(
        str(path.relative_to(SRC))
        for path in SRC.rglob("*.py")
        if _layer(path) not in ("app", "cli", "api", "webui")
        and any(_defined(m) == "knowdesk.app" for m, _ in _imports(ast.parse(path.read_text(encoding="utf-8"))))
    )
    assert not importers, f"services get their parts from app.py, never the app itself: {importers}"


def test_no_import_cycles() -> None:
    """Modules form a DAG: every import counts (function-level and TYPE_CHECKING too), so no module needs a
    late import to get round another that needs it."""
    graph = {
        name: {_defined(m) for m, _ in _imports(ast.parse(path.read_text(encoding="utf-8")))} - {name}
        for name, path in MODULES.items()
    }
    cycles, index, low, stack, on_stack = [], {}, {}, [], set()

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while (w := stack.pop()) != v:
                on_stack.discard(w)
                component.append(w)
            on_stack.discard(v)
            if component:
                cycles.append(sorted([v, *component]))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    assert not cycles, f"import cycles: {cycles}"
