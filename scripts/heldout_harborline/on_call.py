"""On-Call and Incident Compensation: numbered sections (DOCX) with the rotation, response times, the daily standby
stipend by day type and role (table only), incident pay and time off in lieu, the recovery rule and claims."""

from __future__ import annotations

from datetime import datetime

NAME = "On-Call and Incident Compensation.docx"
TITLE = "On-Call and Incident Compensation"
CREATED = datetime(2025, 6, 2, 11, 0, 0)

CONTENT: list[tuple] = [
    ("title", "On-Call and Incident Compensation"),
    ("p", "Engineering policy ENG-11 · Version 2.0 · Owner: VP of Engineering · Effective 1 July 2025"),
    ("h1", "1. Scope"),
    (
        "p",
        "1.1 This policy applies to individual contributors in Engineering, Site Reliability and Data who are on an "
        "on-call rotation. Engineering managers at level M2 and above are not paid for on-call duty.\n"
        "1.2 Support Engineering follows its own shift plan and is not covered.",
    ),
    ("h1", "2. Rotations"),
    (
        "p",
        "2.1 A rotation lasts one week, from Monday 09:00 to the following Monday 09:00 in the on-call engineer's "
        "local time.\n"
        "2.2 Each rotation has a primary and a secondary engineer. Nobody is scheduled for more than one week in "
        "four, and nobody is on call in their first 90 days at Harborline.\n"
        "2.3 Swaps are arranged between engineers and recorded in PagerDuty at least 24 hours before the shift starts.",
    ),
    ("h1", "3. Response times"),
    (
        "p",
        "3.1 The primary acknowledges a page within 15 minutes and the secondary within 30 minutes. If the primary "
        "does not acknowledge, PagerDuty escalates to the secondary and then to the engineering manager.\n"
        "3.2 While on call you must be able to reach your laptop and a network connection within 30 minutes of a page.",
    ),
    ("h1", "4. Standby stipend"),
    (
        "p",
        "4.1 For every day on call you receive a standby stipend, whether or not you are paged (Table 1). A day runs "
        "from 09:00 to 09:00. A public holiday is one on the calendar of your payroll country.",
    ),
    (
        "table",
        "Table 1 - Standby stipend per day on call (USD)",
        [
            ["Day type", "Primary", "Secondary"],
            ["Weekday (Monday to Friday)", "50", "25"],
            ["Weekend day (Saturday or Sunday)", "100", "50"],
            ["Public holiday", "150", "75"],
        ],
    ),
    (
        "p",
        "4.2 Employees paid outside the United States receive the amounts in Table 1 in their payroll currency at the "
        "exchange rate Finance fixes each quarter.",
    ),
    ("h1", "5. Incident pay"),
    (
        "p",
        "5.1 Time spent actively working on an incident outside normal working hours (08:00 to 19:00, Monday to Friday, "
        "local time) is paid at 1.5 times the hourly base rate, in addition to the standby stipend.\n"
        "5.2 The hourly base rate is the annual base salary divided by 2,080.\n"
        "5.3 Each incident counts for at least 1 hour; beyond that, time is rounded up to the next 30 minutes.\n"
        "5.4 Instead of incident pay, you may choose time off in lieu at the same ratio (1 hour of incident work gives "
        "1.5 hours off). Time off in lieu must be taken within 60 days or it is paid out as incident pay.",
    ),
    ("h1", "6. Recovery after night incidents"),
    (
        "p",
        "6.1 If you work on an incident for more than 2 hours between 23:00 and 06:00, you start work no earlier than "
        "12:00 the next day and this late start is not deducted from PTO.\n"
        "6.2 In Germany, on-call work must respect the statutory rest period of 11 hours; the engineering manager "
        "arranges cover so that the rest period is kept.",
    ),
    ("h1", "7. Claims and approval"),
    (
        "p",
        "7.1 Log incident hours in the on-call tracker within 5 business days after your rotation ends. Standby days "
        "are taken from PagerDuty and need no claim.\n"
        "7.2 Your engineering manager approves the claim. If your incident hours in a calendar month exceed 20, the "
        "Director of Engineering must also approve them and review the rotation's staffing.\n"
        "7.3 Approved amounts are paid with the payroll of the following month.",
    ),
]
