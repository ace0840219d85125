"""Freelance Crew Engagement Guidelines: an English PDF from the production office for freelance crew booked by the
day (the shooting day, overtime from a day rate, kit fees with a cap, cancellation fees by notice, invoicing and
payment terms, overseas per diem by region, travel, social media, who to contact)."""

from __future__ import annotations

from datetime import datetime

NAME = "Freelance Crew Engagement Guidelines.pdf"
TITLE = "Freelance Crew Engagement Guidelines"
SUBJECT = "Day rates, overtime, kit fees, cancellation, invoicing and per diem for freelance crew"
CREATED = datetime(2026, 5, 6, 11, 0, 0)

CONTENT: list[tuple] = [
    ("title", TITLE),
    ("meta", "Production Office, Qinglan Film & TV Production Co., Ltd.  |  Version 2.0  |  Effective 1 June 2026"),
    ("h1", "1. Scope"),
    (
        "p",
        "These guidelines apply to freelance crew members booked by the day under a deal memo with Qinglan Film & TV "
        "Production Co., Ltd. Freelancers are not employees and are not covered by the company's leave or allowance "
        "rules. Where a deal memo differs from these guidelines, the deal memo prevails.",
    ),
    ("h1", "2. Shooting day and overtime"),
    (
        "p",
        "A shooting day is 12 hours, including one meal break, counted from the call time on the call sheet to wrap. "
        "The hourly rate is the day rate divided by 10. Time beyond 12 hours is overtime, paid at 1.5 times the hourly "
        "rate and billed in 30-minute units. Overtime beyond 16 hours on one day needs the line producer's prior "
        "written approval. A turnaround of at least 10 hours between wrap and the next call is guaranteed.",
    ),
    ("h1", "3. Kit and equipment fees"),
    (
        "p",
        "Crew who bring their own kit may charge a kit fee agreed in the deal memo. The kit fee may not exceed 20% of "
        "the day rate. Kit is insured by the freelancer; the company covers kit only when it is listed on the "
        "production's equipment schedule.",
    ),
    ("h1", "4. Cancellation"),
    ("p", "A booked day cancelled by the production is paid as follows:"),
    (
        "table",
        "Table 1. Cancellation fees",
        [
            ["Notice given before call time", "Fee"],
            ["48 hours or more", "No fee"],
            ["24 to 48 hours", "50% of the day rate"],
            ["Less than 24 hours", "100% of the day rate"],
        ],
    ),
    (
        "p",
        "A day cancelled because of weather on an exterior location is paid at 50% of the day rate whatever the notice.",
    ),
    ("h1", "5. Invoicing and payment"),
    (
        "p",
        "Send one invoice per month, within 10 days after the end of the month, to the crew accountant with the signed "
        "timesheets attached. Valid invoices are paid within 30 days. Invoices received more than 90 days after the work "
        "was done are not paid.",
    ),
    ("h1", "6. Overseas per diem and travel"),
    (
        "table",
        "Table 2. Overseas per diem (per calendar day)",
        [
            ["Region", "Per diem"],
            ["Hong Kong and Macau", "HKD 450"],
            ["Japan and South Korea", "USD 70"],
            ["Southeast Asia", "USD 55"],
            ["Europe", "EUR 75"],
        ],
    ),
    (
        "p",
        "Per diem is paid in cash on arrival and is not paid on days when the production provides all meals. Flights are "
        "economy class. Freelancers travelling with the crew stay in the crew hotel booked by the production.",
    ),
    ("h1", "7. Conduct"),
    (
        "p",
        "Freelancers follow the set safety rules and may not post photos, stills or story details from the set on "
        "social media. A breach may end the booking without a cancellation fee.",
    ),
    ("h1", "8. Contact"),
    (
        "p",
        "Questions about bookings and invoices: the crew accountant of the production, or crewoffice@qinglanfilm.cn.",
    ),
]
