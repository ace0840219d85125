"""A later memo from Finance that changes the Expense and Travel Policy: a higher class A per diem, Amsterdam and
Singapore moved between classes, and a higher receipt threshold (TXT)."""

from __future__ import annotations

NAME = "Memo - Per Diem and Receipt Changes (June 2026).txt"

TEXT = """MEMO

To: All employees
From: Dana Whitfield, Chief Financial Officer
Date: 15 June 2026
Subject: Changes to per diem rates, city classes and receipts, effective 1 July 2026

This memo amends the Expense and Travel Policy (FIN-04, version 5.0). Everything not mentioned here stays as it is.

1. Class A per diem. Hotel and meal prices in our largest destinations have risen faster than elsewhere. From 1 July
2026 the daily per diem for Class A cities is USD 110, GBP 85, EUR 95 or INR 7,000, depending on your payroll
currency. The per diem for Class B and Class C cities does not change.

2. City classes. Amsterdam and Singapore move from Class B to Class A. Dublin is added to Class B. The nightly hotel
caps per class do not change.

3. Receipts. An itemised receipt is now needed only for expenses of USD 75 or more (or the local equivalent), instead
of USD 25. Lodging and airfare always need a receipt, whatever the amount.

Trips that started before 1 July 2026 are paid at the old rates for the whole trip.

Questions: expenses@harborline.io
"""
