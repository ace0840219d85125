"""Pacific Link Express Cross-Border Delivery Agreement Summary: an English PDF summarising a Singapore partner's
last-mile delivery agreement with the company (scope and term, hub handover, delivery targets by outlet grade,
delivery attempts and holding period, liability cap per parcel, service credits with a cap, fees per parcel and
per extra kilogram, payment terms, reporting and escalation)."""

from __future__ import annotations

from datetime import datetime

NAME = "Pacific Link Express Cross-Border Delivery Agreement Summary.pdf"
TITLE = "Pacific Link Express Cross-Border Delivery Agreement Summary"
SUBJECT = "Last-mile delivery of cross-border parcels for Pacific Link Express: targets, liability, fees"
CREATED = datetime(2026, 3, 27, 14, 0, 0)

CONTENT: list[tuple] = [
    ("title", TITLE),
    ("meta", "Prepared by the Regional Customer Service Center for outlet and hub staff. A summary, not the contract."),
    ("h1", "1. Scope and term"),
    (
        "p",
        "Pacific Link Express Pte. Ltd. (Singapore) hands over cross-border e-commerce parcels shipped from Singapore "
        "and Malaysia to Xunchi Express at the Xiasha Sorting Hub after customs clearance. Xunchi Express sorts them and "
        "delivers them to the recipients through its outlets in the Hangzhou region. The agreement runs from "
        "1 April 2026 to 31 March 2027 and renews for one year unless either party gives 60 days' written notice.",
    ),
    ("h1", "2. Handover"),
    (
        "p",
        "The partner's line-haul truck arrives at the Xiasha Sorting Hub by 14:00 every day. Hub staff must scan in "
        "every parcel within 2 hours of the truck's arrival and report missing or damaged parcels to the partner "
        "the same day, with photos.",
    ),
    ("h1", "3. Delivery targets"),
    (
        "table",
        "Table 1. Delivery targets (measured from hub scan-in)",
        [
            ["Outlet grade", "Delivered within", "Monthly on-time target"],
            ["Grade A and Grade B outlets", "48 hours", "96%"],
            ["Grade C outlets", "72 hours", "96%"],
        ],
    ),
    (
        "p",
        "The first delivery attempt must be made within 24 hours of the parcel reaching the outlet. Couriers make up to "
        "3 delivery attempts. After the third failed attempt the parcel is held at the outlet for 7 calendar days and "
        "then returned to the partner through the hub.",
    ),
    ("h1", "4. Liability for lost or damaged parcels"),
    (
        "p",
        "Xunchi Express compensates lost or damaged parcels up to their declared value, capped at USD 200 per parcel "
        "unless the partner has bought additional cover for that parcel. The partner files claims within 30 days of the "
        "expected delivery date; Xunchi Express answers each claim within 5 business days.",
    ),
    ("h1", "5. Service credits"),
    (
        "p",
        "If the monthly on-time rate falls below 96%, Xunchi Express grants a service credit of 2% of that month's "
        "invoice for each full percentage point below the target. Service credits are capped at 10% of the monthly "
        "invoice.",
    ),
    ("h1", "6. Fees and payment"),
    (
        "p",
        "The delivery fee is RMB 4.50 per parcel up to 2 kg, plus RMB 1.20 for each additional kilogram or part of "
        "a kilogram. Xunchi Express invoices monthly and the partner pays within 45 days of the invoice date.",
    ),
    ("h1", "7. Reporting and escalation"),
    (
        "p",
        "Xunchi Express sends a weekly delivery report every Monday. Problems are escalated in three levels: "
        "Level 1, the Xiasha Sorting Hub duty manager, who responds within 2 hours; Level 2, the Regional Customer "
        "Service Center, within 1 business day; Level 3, the account director of each company. The partner's day-to-day "
        "contact is Ms. Grace Lim, Operations Manager, Pacific Link Express.",
    ),
]
