"""Lakeside Innovation Park Service Level Summary: an English DOCX the group's account team wrote for the foreign-
invested owner of 湖畔创新园 (staffed hours of the service desk and guards, cleaning frequencies, response and fix
targets by priority that are stricter than the group's own work-order rule, after-hours air conditioning and its
charge, monthly KPIs and reporting, service credits with a cap, escalation contacts)."""

from __future__ import annotations

from datetime import datetime

NAME = "Lakeside Innovation Park Service Level Summary.docx"
TITLE = "Lakeside Innovation Park Service Level Summary"
CREATED = datetime(2026, 3, 5, 11, 0, 0)

CONTENT: list[tuple] = [
    ("title", TITLE),
    (
        "p",
        "Prepared by Chengting Property Services Group for the owner of Lakeside Innovation Park, Hangzhou. "
        "Effective 1 April 2026. This summary is part of the property services agreement.",
    ),
    ("h1", "1. Scope of services"),
    (
        "p",
        "1.1 Security: the main gate and the lobby of each building are staffed 24 hours a day, 7 days a week. "
        "Guards patrol the car park and the public areas once every hour between 22:00 and 06:00.\n"
        "1.2 Cleaning: lobbies and lift cars are cleaned continuously from 07:30 to 19:30 on working days. "
        "Restrooms on tenant floors are inspected every 2 hours and deep-cleaned once a week.\n"
        "1.3 Service desk: staffed from 08:00 to 20:00 on working days and from 09:00 to 17:00 on weekends and public "
        "holidays; outside these hours calls go to the 24-hour security control room.",
    ),
    ("h1", "2. Response and fix targets"),
    (
        "p",
        "2.1 Every request is logged in the work-order system and given a priority. Targets are measured from the time "
        "the request is logged and apply to Lakeside Innovation Park only; they are stricter than the group's standard "
        "work-order rule.",
    ),
    (
        "table",
        "Table 1  Targets by priority",
        [
            ["Priority", "Examples", "On site within", "Fixed within"],
            [
                "Priority 1",
                "Power or water outage of a floor or more, lift entrapment, flooding, fire alarm",
                "15 minutes",
                "2 hours",
            ],
            [
                "Priority 2",
                "Air conditioning failure in one tenant area, blocked drain, access card reader fault",
                "1 hour",
                "8 hours",
            ],
            ["Priority 3", "Lamp replacement, minor repairs, furniture moving", "next business day", "3 business days"],
        ],
    ),
    ("h1", "3. After-hours air conditioning"),
    (
        "p",
        "3.1 Air conditioning runs from 08:00 to 19:00 on working days. Tenants who need it outside these hours must "
        "request it through the service desk by 16:00 on the same day (by 16:00 on Friday for weekends).\n"
        "3.2 After-hours air conditioning is charged at RMB 280 per hour per floor, with a minimum charge of 2 hours.",
    ),
    ("h1", "4. Performance and reporting"),
    (
        "p",
        "4.1 Monthly KPIs: work orders closed on time at least 98%; tenant satisfaction at least 92% in the quarterly "
        "survey; zero security incidents caused by staff negligence.\n"
        "4.2 A monthly service report is sent to the owner by the 5th working day of the following month.\n"
        "4.3 Service credits: if more than 2 Priority 1 targets are missed in a month, the owner receives a credit of 2% "
        "of that month's management fee for each further miss, up to a maximum of 10% per month.",
    ),
    ("h1", "5. Contacts and escalation"),
    (
        "p",
        "5.1 Park service manager: Shen Lei (沈磊), who answers for day-to-day service.\n"
        "5.2 Service desk: 0571-8890 2104; the security control room answers this number outside desk hours.\n"
        "5.3 Escalation: complaints not resolved within 2 working days are escalated to the group's customer service "
        "department (400-615-8899).",
    ),
]
