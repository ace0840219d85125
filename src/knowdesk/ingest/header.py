"""The fragment header of seed 002 §(三)2: the document name on top of every fragment."""

from __future__ import annotations

import json

FORMAT_LABEL = {"pdf": "PDF", "docx": "Word", "xlsx": "Excel", "csv": "CSV", "md": "Markdown", "txt": "TXT",
                "xls": "Excel", "pptx": "PowerPoint", "html": "HTML", "image": "图片"}  # fmt: skip
CONTENT_LABEL = {"table": "表格", "code": "代码块"}
OCR_LABEL = "OCR识别"
"""Marks a fragment read from a scanned page or a picture, so readers know its text may hold recognition errors."""


def document_name(stem: str, version: str | None) -> str:
    """Name + version, without repeating a version the name already carries. A name ending in a Latin letter or
    digit takes a space before the version ("Leave Policy V4.2", not "Leave PolicyV4.2"); Chinese names none."""
    if version and version.lower() not in stem.lower():
        last = stem[-1:]
        return f"{stem} {version}" if last.isascii() and last.isalnum() else f"{stem}{version}"
    return stem


def render_header(
    *,
    name: str,
    source: str,
    updated: str,
    section: str,
    fmt: str,
    tags: list[str],
    content_type: str,
    ocr: bool = False,
) -> str:
    """Render the 【文档名称】… lines; the body follows right after 【片段内容】."""
    fmt_label = FORMAT_LABEL.get(fmt, fmt.upper()) + ("格式，" + OCR_LABEL if ocr else "格式")
    kind = CONTENT_LABEL.get(content_type)
    where = f"{section}（{fmt_label}）" if not kind else f"{section}（{fmt_label}，【类型：{kind}】）"
    month = updated[:7] if updated else ""
    origin = f"{source}（{month} 更新）" if month else source
    return "\n".join(
        [
            f"【文档名称】：{name}",
            f"【文档来源】：{origin}",
            f"【章节/工作表】：{where}",
            f"【业务标签】：{json.dumps(tags, ensure_ascii=False)}",
            "【片段内容】：",
        ]
    )


def index_text(name: str, section: str, body: str) -> str:
    """What the keyword index and the embedder see: name and section carry signal, the rest is noise."""
    return f"{name} {section}\n{body}"
