"""A safe arithmetic evaluator for the direct route ("340的15%是多少" → 51), walking an `ast`, never eval."""

from __future__ import annotations

import ast
import operator
import re

_OPS: dict[type, object] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_WORDS = [
    (re.compile(r"(\d+(?:\.\d+)?)\s*的\s*(\d+(?:\.\d+)?)\s*%"), r"(\1*\2/100)"),
    (re.compile(r"(\d+(?:\.\d+)?)\s*%"), r"(\1/100)"),
    (re.compile(r"[加\+]"), "+"),
    (re.compile(r"[减\-−]"), "-"),
    (re.compile(r"[乘×xX\*]"), "*"),
    (re.compile(r"[除÷/]"), "/"),
    (re.compile(r"[（]"), "("),
    (re.compile(r"[）]"), ")"),
]
_QUESTION = re.compile(r"(等于|是)?(多少|几)[?？。]?$|[=＝][?？]?$|[?？]$")
_ASK_EN = re.compile(r"^(what\s+is|what's|how\s+much\s+is|calculate|compute)\s*", re.IGNORECASE)
MAX_EXPONENT = 100


def to_expression(question: str) -> str | None:
    """The arithmetic expression in a question, or None when it is not a calculation."""
    text = _QUESTION.sub("", question.strip()).replace("请问", "").replace("计算", "").strip()
    text = _ASK_EN.sub("", text)
    for pattern, repl in _WORDS:
        text = pattern.sub(repl, text)
    text = text.replace(" ", "")
    if not text or not re.fullmatch(r"[\d.+\-*/%()]+", text) or not re.search(r"\d[+\-*/%]|\)", text):
        return None
    return text


def evaluate(expression: str) -> float:
    """Evaluate + - * / // % ** over numbers; anything else raises ValueError."""
    try:
        tree = ast.parse(expression, mode="eval")
    except SyntaxError as exc:
        raise ValueError(f"not arithmetic: {expression}") from exc
    return _eval(tree.body)


def _eval(node: ast.AST) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        value = _eval(node.operand)
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        left, right = _eval(node.left), _eval(node.right)
        if isinstance(node.op, ast.Pow) and abs(right) > MAX_EXPONENT:
            raise ValueError("exponent too large")
        return _OPS[type(node.op)](left, right)  # type: ignore[operator]
    raise ValueError(f"unsupported expression element: {type(node).__name__}")


def format_number(value: float) -> str:
    rounded = round(value, 6)
    return str(int(rounded)) if float(rounded).is_integer() else f"{rounded:g}"


def calculate(question: str) -> str | None:
    """The answer to an arithmetic question as text, or None when it is not one (or cannot be computed)."""
    expr = to_expression(question)
    if expr is None:
        return None
    try:
        return format_number(evaluate(expr))
    except (ValueError, ZeroDivisionError, OverflowError):
        return None
