"""The API's check of a client's event id (`Last-Event-ID`, `?after=`) is the events module's
own definition, and the pattern the OpenAPI schema declares describes the same set."""

from __future__ import annotations

import re

import pytest

from agents.errors import InvalidInput
from agents.events import event_id
from app.api.deps import EVENT_ID_PATTERN, event_cursor

OURS = [event_id("t0123456789abcdef", 7), "t1.0", "t1.15000", "a.b.3", "t.1234567890"]
NOT_OURS = [
    "t1.3\n",  # re.match with `$` took a trailing newline for the end of the id
    "t1.3 ",
    " t1.3",
    "t1.03",  # never written: a second spelling of t1.3
    "t1.",
    ".3",
    "t1.²",
    "not-an-id",
    "t" * 199 + ".1",  # over 200 characters
]


@pytest.mark.parametrize("value", OURS)
def test_event_ids_of_this_service_are_accepted_as_given(value: str) -> None:
    assert event_cursor(value) == value
    assert re.fullmatch(EVENT_ID_PATTERN, value) and len(value) <= 200


@pytest.mark.parametrize("value", NOT_OURS)
def test_what_the_schema_refuses_the_api_refuses(value: str) -> None:
    with pytest.raises(InvalidInput) as info:
        event_cursor(value)
    assert info.value.code == "invalid_event_id"
    assert not (re.fullmatch(EVENT_ID_PATTERN, value) and len(value) <= 200)
