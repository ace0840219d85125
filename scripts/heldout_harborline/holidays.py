"""Office Holidays 2026: one sheet per country office (date, day, holiday, observance note), a summary sheet of
counts and floating holidays, and a read-me sheet with the rules (XLSX)."""

from __future__ import annotations

from datetime import datetime

NAME = "Office Holidays 2026.xlsx"
TITLE = "Office Holidays 2026"
CREATED = datetime(2025, 11, 20, 9, 30, 0)

_HEADER = ["Date", "Day", "Holiday", "Note"]

SHEETS: list[dict] = [
    {
        "name": "Read me",
        "rows": [
            ["Harborline Software - Office Holidays 2026"],
            ["Maintained by the People Team. Last updated 20 November 2025."],
            [
                "1. You observe the public holidays of the country whose payroll you are on, not the country you are travelling in or working from."
            ],
            [
                "2. Employees on US payroll also get 2 floating holidays per year, to be taken on any day with manager approval. Floating holidays do not carry over and are not paid out."
            ],
            [
                "3. US: a holiday that falls on a Saturday is observed on the Friday before; one that falls on a Sunday is observed on the Monday after. UK: substitute days are shown in the UK sheet. Germany and India: there is no substitute day for a holiday that falls on a weekend."
            ],
            [
                "4. If you are asked to work on a public holiday (for example while on call), you receive a day off in lieu to be taken within 60 days, in addition to any on-call pay."
            ],
            ["5. Employees in Germany follow the Berlin holiday calendar, wherever in Germany they live."],
        ],
    },
    {
        "name": "Summary",
        "rows": [
            ["Office", "Payroll country", "Public holidays on working days 2026", "Floating holidays", "Company days"],
            ["Austin (HQ)", "United States", "10", "2", "24 December (half day)"],
            ["London", "United Kingdom", "8", "0", "24 December (half day)"],
            ["Berlin", "Germany", "7", "0", "24 and 31 December"],
            ["Pune", "India", "9", "0", "none"],
        ],
    },
    {
        "name": "United States",
        "rows": [
            _HEADER,
            ["2026-01-01", "Thursday", "New Year's Day", ""],
            ["2026-01-19", "Monday", "Martin Luther King Jr. Day", ""],
            ["2026-02-16", "Monday", "Presidents' Day", ""],
            ["2026-05-25", "Monday", "Memorial Day", ""],
            ["2026-06-19", "Friday", "Juneteenth", ""],
            ["2026-07-03", "Friday", "Independence Day (observed)", "4 July falls on a Saturday"],
            ["2026-09-07", "Monday", "Labor Day", ""],
            ["2026-11-26", "Thursday", "Thanksgiving Day", ""],
            ["2026-11-27", "Friday", "Day after Thanksgiving", ""],
            ["2026-12-25", "Friday", "Christmas Day", ""],
        ],
    },
    {
        "name": "United Kingdom",
        "rows": [
            _HEADER,
            ["2026-01-01", "Thursday", "New Year's Day", ""],
            ["2026-04-03", "Friday", "Good Friday", ""],
            ["2026-04-06", "Monday", "Easter Monday", ""],
            ["2026-05-04", "Monday", "Early May bank holiday", ""],
            ["2026-05-25", "Monday", "Spring bank holiday", ""],
            ["2026-08-31", "Monday", "Summer bank holiday", ""],
            ["2026-12-25", "Friday", "Christmas Day", ""],
            ["2026-12-28", "Monday", "Boxing Day (substitute day)", "26 December falls on a Saturday"],
        ],
    },
    {
        "name": "Germany",
        "rows": [
            _HEADER,
            ["2026-01-01", "Thursday", "Neujahr (New Year's Day)", ""],
            [
                "2026-03-08",
                "Sunday",
                "Internationaler Frauentag (International Women's Day)",
                "falls on a Sunday, no substitute day",
            ],
            ["2026-04-03", "Friday", "Karfreitag (Good Friday)", ""],
            ["2026-04-06", "Monday", "Ostermontag (Easter Monday)", ""],
            ["2026-05-01", "Friday", "Tag der Arbeit (Labour Day)", ""],
            ["2026-05-14", "Thursday", "Christi Himmelfahrt (Ascension Day)", ""],
            ["2026-05-25", "Monday", "Pfingstmontag (Whit Monday)", ""],
            [
                "2026-10-03",
                "Saturday",
                "Tag der Deutschen Einheit (German Unity Day)",
                "falls on a Saturday, no substitute day",
            ],
            ["2026-12-25", "Friday", "1. Weihnachtstag (Christmas Day)", ""],
            ["2026-12-26", "Saturday", "2. Weihnachtstag (St Stephen's Day)", "falls on a Saturday, no substitute day"],
        ],
    },
    {
        "name": "India",
        "rows": [
            _HEADER,
            ["2026-01-26", "Monday", "Republic Day", ""],
            ["2026-03-04", "Wednesday", "Holi", ""],
            ["2026-05-01", "Friday", "Maharashtra Day", ""],
            ["2026-08-15", "Saturday", "Independence Day", "falls on a Saturday, no substitute day"],
            ["2026-09-14", "Monday", "Ganesh Chaturthi", ""],
            ["2026-10-02", "Friday", "Gandhi Jayanti", ""],
            ["2026-10-20", "Tuesday", "Dussehra", ""],
            ["2026-11-09", "Monday", "Diwali (Lakshmi Puja)", ""],
            ["2026-11-10", "Tuesday", "Diwali (Balipratipada)", ""],
            ["2026-12-25", "Friday", "Christmas Day", ""],
        ],
    },
]
