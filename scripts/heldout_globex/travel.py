"""Global Travel Policy: an English DOCX with Definitions, booking classes by flight length and band, a China lodging
cap and per-diem table by city tier × band (cities listed in a second table: the join), international rates, an
approval matrix by estimated trip cost and the claim deadline."""

from __future__ import annotations

from datetime import datetime

NAME = "Globex Global Travel Policy (GLB-FIN-010).docx"
TITLE = "Global Travel Policy"
CREATED = datetime(2024, 12, 2, 9, 30, 0)

CONTENT: list[tuple] = [
    ("title", "Global Travel Policy"),
    ("p", "Policy No. GLB-FIN-010 | Version 5 | Effective 1 January 2025 | Owner: Global Finance"),
    ("h1", "Section 1 Scope"),
    (
        "p",
        "1.1 This Policy applies to all Globex employees travelling on company business. Local finance rules on "
        "invoices and claim submission apply in addition to it.",
    ),
    ("h1", "Section 2 Definitions"),
    (
        "p",
        '2.1 "Per Diem" means a fixed daily allowance that covers meals and incidental expenses (tips, snacks, local '
        "transport within the city) but not lodging. No receipts are needed for the Per Diem.\n"
        '2.2 "Travel Day" means any calendar day of a trip, including the day of departure and the day of return. '
        "The day of departure and the day of return are each paid at 75% of the daily Per Diem.\n"
        '2.3 "Band" means the travel band of a job grade: Band A covers grades P1 to P4, Band B covers P5 to P7 and '
        "M1 to M2, and Band C covers M3 and above.\n"
        '2.4 "City Tier" means the class of a city in mainland China, as listed in Table 4.2.',
    ),
    ("h1", "Section 3 Booking"),
    (
        "p",
        "3.1 All flights, trains and hotels must be booked through the approved travel portal (in China: Ctrip "
        "Business Travel).\n"
        "3.2 Air travel class:\n"
        "(a) economy class for flights of up to 6 hours;\n"
        "(b) premium economy for flights of more than 6 and up to 10 hours;\n"
        "(c) business class for flights of more than 10 hours, for Band C only; Bands A and B fly premium economy.\n"
        "3.3 High-speed rail in China: second class; Band C may travel first class.\n"
        "3.4 International trips must be booked at least 14 days before departure.",
    ),
    ("h1", "Section 4 Lodging and Per Diem in Mainland China"),
    ("p", "4.1 Hotel costs are reimbursed as incurred, up to the nightly cap of the city's tier in Table 4.1."),
    (
        "table",
        "Table 4.1 China domestic rates (RMB)",
        [
            ["City Tier", "Lodging cap per night", "Per Diem Band A", "Per Diem Band B", "Per Diem Band C"],
            ["Tier 1", "900", "200", "260", "320"],
            ["Tier 2", "650", "160", "200", "260"],
            ["Tier 3", "450", "120", "160", "200"],
        ],
    ),
    (
        "p",
        "Note 1: Where a lunch or dinner is provided free of charge (by a customer, a conference or a flight), 25% of "
        "the daily Per Diem is deducted for each such meal.\n"
        "Note 2: Two employees sharing a room may claim up to 1.5 times the nightly cap for the room.",
    ),
    (
        "table",
        "Table 4.2 City Tiers",
        [
            ["City Tier", "Cities"],
            ["Tier 1", "Beijing, Shanghai, Guangzhou, Shenzhen"],
            ["Tier 2", "Hangzhou, Nanjing, Suzhou, Chengdu, Wuhan, Xi'an, Tianjin, Chongqing"],
            ["Tier 3", "All other cities in mainland China"],
        ],
    ),
    ("h1", "Section 5 International Travel"),
    (
        "table",
        "Table 5.1 International rates (USD)",
        [
            ["Country category", "Countries", "Lodging cap per night", "Per Diem"],
            ["Category I", "United States, United Kingdom, Germany, Japan, Singapore", "250", "90"],
            ["Category II", "All other countries", "180", "70"],
        ],
    ),
    ("h1", "Section 6 Approval"),
    (
        "p",
        "6.1 Every trip is approved in advance in the travel portal according to its estimated total cost (transport, "
        "lodging and Per Diem together):",
    ),
    (
        "table",
        "Table 6.1 Approval matrix",
        [
            ["Estimated total trip cost", "Approver"],
            ["Up to USD 2,000 (RMB 14,000)", "Line manager"],
            ["USD 2,000.01 to 10,000 (RMB 14,001 to 70,000)", "Line manager and Department Head"],
            ["Above USD 10,000 (RMB 70,000)", "Department Head and Regional CFO"],
        ],
    ),
    (
        "p",
        "6.2 Any international trip also needs the approval of the Department Head, whatever its cost.\n"
        "6.3 Travel to a country on the Global Security high-risk list needs the additional approval of Global "
        "Security.",
    ),
    ("h1", "Section 7 Expense Claims"),
    (
        "p",
        "7.1 Travel expenses must be claimed within 30 days after the return date.\n"
        "7.2 A receipt is required for every single expense above USD 25 (RMB 150).\n"
        "7.3 The following are not reimbursed: hotel minibar, personal entertainment, traffic fines, laundry on trips "
        "shorter than 5 nights, and upgrades the policy does not allow.\n"
        "7.4 Use of a private car on business is reimbursed at RMB 1.2 per kilometre in China, with the prior approval "
        "of the line manager.",
    ),
]
