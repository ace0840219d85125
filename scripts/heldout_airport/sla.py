"""Northstar Airways Ground Handling SLA Summary: an English PDF summarising a foreign airline client's
service-level agreement with the company at two stations (scope, check-in and baggage delivery targets,
turnaround cleaning, assistance, mishandled-baggage rate, service credits with a cap, reporting, escalation)."""

from __future__ import annotations

from datetime import datetime

NAME = "Northstar Airways Ground Handling SLA Summary.pdf"
TITLE = "Northstar Airways Ground Handling SLA Summary"
SUBJECT = "Service levels, service credits and reporting for Northstar Airways flights"
CREATED = datetime(2026, 3, 20, 11, 0, 0)

CONTENT: list[tuple] = [
    ("title", TITLE),
    ("meta", "Prepared by Customer Relations for station staff. Internal summary, not the contract itself."),
    ("h1", "1. Scope"),
    (
        "p",
        "Northstar Airways operates daily international flights at Binjiang International Airport and three weekly "
        "flights at Donggang Airport. The agreement covers passenger check-in, boarding, ramp and baggage handling, "
        "and turnaround cabin cleaning. De-icing is ordered per flight by the Northstar station manager and billed "
        "separately. The agreement runs for three years from 1 April 2026.",
    ),
    ("h1", "2. Service levels"),
    (
        "table",
        "Table 1. Key service levels",
        [
            ["Service", "Target"],
            ["Check-in counters open", "3 hours before departure"],
            ["Check-in counters close", "60 minutes before departure"],
            ["Boarding starts", "45 minutes before departure"],
            ["First bag on the reclaim belt", "within 15 minutes of on-block"],
            ["Last bag on the reclaim belt", "within 35 minutes of on-block"],
            ["Turnaround cabin cleaning (narrow-body)", "completed within 20 minutes"],
            ["Wheelchair assistance at the gate", "staff on site within 10 minutes of request"],
            ["Mishandled bags", "no more than 2 per 1,000 passengers per month"],
        ],
    ),
    (
        "p",
        "Each target must be met on at least 95% of flights in a calendar month, except the mishandled-bag rate, "
        "which is measured on the monthly total.",
    ),
    ("h1", "3. Service credits"),
    (
        "p",
        "For each service level missed in a month, Northstar receives a service credit of 2% of that month's "
        "handling fee. Total service credits in one month are capped at 10% of the monthly handling fee. "
        "Delays caused by weather, air traffic control or the airline's own late documents do not count as misses.",
    ),
    ("h1", "4. Reporting and escalation"),
    (
        "p",
        "The station sends Northstar a monthly performance report by the 5th working day of the following month. "
        "Any incident that damages a Northstar aircraft must be reported to the Northstar station manager within "
        "30 minutes. Disputes that stations cannot settle go to our Customer Relations department at head office, "
        "which answers within 5 working days.",
    ),
]
