"""Import and export of hot questions as CSV/XLSX/JSON tables that admins edit in a spreadsheet."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

from knowdesk.errors import ConfigError

QUESTION_COLUMNS = ("standard_question", "question", "问题", "标准问题")
TAG_COLUMNS = ("business_tags", "tags", "标签", "业务标签")
ANSWER_COLUMNS = ("answer_summary", "answer", "答案", "答案摘要")
EXPORT_COLUMNS = ("question_id", "standard_question", "business_tags", "status", "call_count", "update_time",
                  "created_time", "answer_summary")  # fmt: skip
_TAG_SPLIT = re.compile(r"[,，;；、|]+")


def _pick(row: dict[str, str], names: tuple[str, ...]) -> str:
    for n in names:
        for key, value in row.items():
            if key and key.strip().lower() == n and value is not None:
                return str(value).strip()
    return ""


def split_tags(text: str) -> list[str]:
    return [t.strip() for t in _TAG_SPLIT.split(text or "") if t.strip()]


def read_table(path: Path) -> list[tuple[str, list[str] | None, str | None]]:
    """(question, tags or None = from the dictionary, answer or None) per row with a question."""
    suffix = path.suffix.lower()
    if suffix == ".csv":
        with path.open(encoding="utf-8-sig", newline="") as f:
            rows = list(csv.DictReader(f))
    elif suffix in (".xlsx", ".xlsm"):
        from openpyxl import load_workbook

        sheet = load_workbook(path, read_only=True, data_only=True).worksheets[0]
        values = [[("" if c is None else str(c)) for c in r] for r in sheet.iter_rows(values_only=True)]
        rows = [dict(zip(values[0], r, strict=False)) for r in values[1:]] if values else []
    else:
        raise ConfigError(f"cannot import {path.name}: use a .csv or .xlsx file with a 'question' column")
    out = []
    for row in rows:
        q = _pick(row, QUESTION_COLUMNS)
        if q:
            tags = split_tags(_pick(row, TAG_COLUMNS))
            out.append((q, tags or None, _pick(row, ANSWER_COLUMNS) or None))
    if rows and not out:
        raise ConfigError(f"{path.name} has no question column (one of: {', '.join(QUESTION_COLUMNS)})")
    return out


def write_table(path: Path, records: list[dict]) -> None:
    """CSV, XLSX or JSON by suffix; tags are joined with commas in the spreadsheet formats."""
    flat = [{c: (",".join(r[c]) if isinstance(r.get(c), list) else r.get(c)) for c in EXPORT_COLUMNS} for r in records]
    suffix = path.suffix.lower()
    if suffix == ".json":
        path.write_text(json.dumps(records, ensure_ascii=False, indent=2), encoding="utf-8")
    elif suffix == ".csv":
        with path.open("w", encoding="utf-8-sig", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(EXPORT_COLUMNS))
            w.writeheader()
            w.writerows(flat)
    elif suffix == ".xlsx":
        from openpyxl import Workbook

        wb = Workbook()
        ws = wb.active
        ws.append(list(EXPORT_COLUMNS))
        for r in flat:
            ws.append([r[c] for c in EXPORT_COLUMNS])
        wb.save(path)
    else:
        raise ConfigError(f"cannot export to {path.name}: use .csv, .xlsx or .json")
