"""PDF page furniture (running headers, page numbers) is dropped only where it sits: at the page edge.

The PDFs are generated here with fpdf2 (a dev dependency) and its core font, so no system font is needed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.ingest.loaders import load_document

fpdf = pytest.importorskip("fpdf")


def _ledger(path: Path, pages: int, lines: int) -> list[str]:
    """A PDF whose body lines differ only in their numbers, under a running header and a page footer."""

    class Ledger(fpdf.FPDF):
        def header(self) -> None:
            self.set_font("Helvetica", size=8)
            self.cell(0, 6, "ACME Corp payment ledger", new_x="LMARGIN", new_y="NEXT")

        def footer(self) -> None:
            self.set_y(-14)
            self.set_font("Helvetica", size=8)
            self.cell(0, 6, f"Page {self.page_no()} of {pages}", align="C")

    pdf = Ledger(format="A4")
    body = []
    for p in range(pages):
        pdf.add_page()
        pdf.set_font("Helvetica", size=11)
        for i in range(lines):
            line = f"Invoice {p * lines + i} paid amount {(p * 7 + i * 13) % 1000} EUR on day {i + 1}"
            pdf.cell(0, 7, line, new_x="LMARGIN", new_y="NEXT")
            body.append(line)
    pdf.output(str(path))
    return body


def test_body_lines_that_differ_only_in_numbers_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "ledger.pdf"
    body = _ledger(path, pages=6, lines=30)
    doc = load_document(path)
    text = " ".join(b.text for b in doc.blocks)  # wrapped lines are joined into paragraphs
    assert text == " ".join(body)  # every body line, each page's first and last too, in order
    assert "ACME" not in text and "Page " not in text  # while the furniture is still dropped


def test_a_pdf_whose_every_line_looks_like_furniture_is_not_empty(tmp_path: Path) -> None:
    path = tmp_path / "slides.pdf"
    pdf = fpdf.FPDF(format="A4")
    pdf.set_font("Helvetica", size=14)
    for q in range(1, 5):
        pdf.add_page()
        pdf.cell(0, 10, f"Quarter {q}: revenue grew by {q * 3} percent")
    pdf.output(str(path))
    doc = load_document(path)
    assert [(b.page, b.text) for b in doc.blocks] == [
        (q, f"Quarter {q}: revenue grew by {q * 3} percent") for q in range(1, 5)
    ]


def test_a_two_page_pdf_loses_its_running_header_but_keeps_a_list_across_the_page_break(tmp_path: Path) -> None:
    """On two pages the header cannot be seen on half of three: it is the line atop both and nowhere else."""

    class Policy(fpdf.FPDF):
        def header(self) -> None:
            self.set_font("Helvetica", size=8)
            self.cell(0, 6, "Northwind Ltd expense policy", new_x="LMARGIN", new_y="NEXT")

    pdf = Policy(format="A4")
    pdf.set_font("Helvetica", size=11)
    pdf.add_page()
    for i in range(34):
        pdf.cell(0, 7, f"Rule {i + 1} applies to claim type {i % 5}.", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 7, "A claim must include the following:", new_x="LMARGIN", new_y="NEXT")
    pdf.add_page()
    for item in ("(1) the approved request;", "(2) the receipts."):
        pdf.cell(0, 7, item, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path := tmp_path / "policy.pdf"))
    text = "\n".join(b.text for b in load_document(path).blocks)
    assert "Northwind" not in text
    assert "the following:" in text and "(1) the approved request;" in text and "(2) the receipts." in text


def test_a_line_atop_two_pages_that_the_body_repeats_is_kept(tmp_path: Path) -> None:
    pdf = fpdf.FPDF(format="A4")
    pdf.set_font("Helvetica", size=11)
    for _ in range(2):
        pdf.add_page()
        for line in (
            "Safety first on every shift",
            "Wear a helmet.",
            "Check the guard rails.",
            "Safety first on every shift",
            "Report a near miss.",
            "Lock out before repair.",
            "Sign out.",
        ):
            pdf.cell(0, 7, line, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path := tmp_path / "poster.pdf"))
    text = " ".join(b.text for b in load_document(path).blocks)
    assert text.count("Safety first") == 4 and "Check the guard rails." in text
