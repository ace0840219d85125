"""Expense and Travel Policy: numbered sections (DOCX) with approval by report amount, travel class by flight
length, the daily per diem by city class and currency, the city classes with nightly hotel caps, mileage rates and
what is not reimbursed."""

from __future__ import annotations

from datetime import datetime

NAME = "Expense and Travel Policy.docx"
TITLE = "Expense and Travel Policy"
CREATED = datetime(2025, 9, 15, 14, 0, 0)

CONTENT: list[tuple] = [
    ("title", "Expense and Travel Policy"),
    ("p", "Policy number FIN-04 · Version 5.0 · Owner: Finance · Effective 1 October 2025"),
    ("h1", "1. Purpose and scope"),
    (
        "p",
        "1.1 This policy explains which business expenses Harborline reimburses and how to claim them. It applies to "
        "all employees. Contractors are reimbursed only where their contract says so.\n"
        "1.2 Spend company money as if it were your own. When in doubt, ask your manager before you spend.",
    ),
    ("h1", "2. Submitting expenses"),
    (
        "p",
        "2.1 Submit every expense in Expensify within 30 days of the date it was incurred. Expenses older than 90 "
        "days are not reimbursed.\n"
        "2.2 Attach an itemised receipt for every expense of USD 25 or more (or the local equivalent). A card slip "
        "without the items is not a receipt.\n"
        "2.3 Approved reports are paid with the next payroll run after approval, in the currency of your payroll "
        "country. Foreign-currency expenses are converted at the rate of the day of the expense.",
    ),
    ("h1", "3. Approvals"),
    ("p", "3.1 An expense report is approved according to its total amount, converted to USD:"),
    (
        "table",
        "Table 1 - Approval of expense reports",
        [
            ["Report total (USD equivalent)", "Approved by"],
            ["Up to 500", "Your manager"],
            ["More than 500 up to 2,500", "Your manager and your department head"],
            ["More than 2,500", "Your manager, your department head and the Finance Controller"],
        ],
    ),
    (
        "p",
        "3.2 International travel must be pre-approved by your department head in Navan before anything is booked.\n"
        "3.3 Nobody may approve their own expenses or those of their own manager. A department head's own expenses "
        "are approved by the Chief Financial Officer.",
    ),
    ("h1", "4. Travel"),
    (
        "p",
        "4.1 Book all flights, hotels and rental cars in Navan, at least 14 days before departure where possible.\n"
        "4.2 Flights are booked in economy class. Premium economy is allowed for a flight with a scheduled duration "
        "of more than 6 hours. Business class is allowed only for a flight of more than 10 hours and needs the "
        "approval of your VP.\n"
        "4.3 Train travel is in standard class; first class may be booked when it costs no more than standard class.\n"
        "4.4 Taxis and ride-hailing are reimbursed for business trips; economy options only (for example UberX, not "
        "Uber Black).",
    ),
    ("h1", "5. Per diem and hotels"),
    (
        "p",
        "5.1 While travelling on business with an overnight stay, you receive a daily per diem for meals and "
        "incidentals instead of claiming meal receipts. The per diem depends on the class of the city you stay in and "
        "is paid in the currency of your payroll country (Table 2).",
    ),
    (
        "table",
        "Table 2 - Daily per diem for meals and incidentals",
        [
            ["City class", "USD", "GBP", "EUR", "INR"],
            ["Class A", "95", "75", "85", "6,000"],
            ["Class B", "75", "60", "70", "4,500"],
            ["Class C", "55", "45", "50", "3,000"],
        ],
    ),
    (
        "table",
        "Table 3 - City classes and nightly hotel caps",
        [
            ["City class", "Cities", "Hotel cap per night (USD equivalent)"],
            ["Class A", "New York, San Francisco, London, Zurich, Tokyo", "300"],
            ["Class B", "Austin, Berlin, Toronto, Amsterdam, Mumbai, Bengaluru, Singapore", "200"],
            ["Class C", "All other cities", "150"],
        ],
    ),
    (
        "p",
        "5.2 On the day you leave and the day you return, the per diem is paid at 75%.\n"
        "5.3 When a meal is provided (by a conference, a customer or on the flight), reduce the per diem for that "
        "day by 20% for breakfast, 30% for lunch and 40% for dinner.\n"
        "5.4 A hotel above the cap needs your department head's approval before booking, for example during a trade "
        "fair. Staying with friends or family instead of a hotel earns no lodging allowance.",
    ),
    ("h1", "6. Using your own car"),
    (
        "p",
        "6.1 Business travel in your own car is reimbursed per distance at the rates below, instead of fuel receipts:",
    ),
    (
        "table",
        "Table 4 - Mileage rates",
        [
            ["Payroll country", "Rate"],
            ["United States", "USD 0.70 per mile"],
            ["United Kingdom", "GBP 0.45 per mile"],
            ["Germany", "EUR 0.30 per km"],
            ["India", "INR 12 per km"],
        ],
    ),
    ("p", "6.2 The commute between your home and a Harborline office is not business travel."),
    ("h1", "7. Client entertainment"),
    (
        "p",
        "7.1 Meals with customers or partners are reimbursed up to USD 120 per person, the employee included. List "
        "every attendee and their company on the claim.\n"
        "7.2 Alcohol is reimbursed only as part of client entertainment, never on a per diem day alone.",
    ),
    ("h1", "8. Not reimbursed"),
    (
        "p",
        "8.1 The following are never reimbursed: home internet and mobile phone bills (covered by the monthly "
        "connectivity allowance), traffic and parking fines, hotel minibar and in-room films, spa and gym fees, "
        "seat or class upgrades, childcare and pet care, personal grooming, and lost or stolen personal property.",
    ),
    ("h1", "9. Corporate card"),
    (
        "p",
        "9.1 Employees who expect to spend more than USD 3,000 a year on business travel may ask Finance for a "
        "corporate card. The card may not be used for personal purchases; a personal charge made by mistake must be "
        "repaid within 15 days.",
    ),
]
