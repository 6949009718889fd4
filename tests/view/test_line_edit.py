"""The alg box's editing rules, without a window: no added brackets, the cursor, sideways scrolling."""
from view.line_edit import LineEdit


def mono(text):                # every character one unit wide: easy to check by hand
    return float(len(text))


def typed(text, limit=400):
    edit = LineEdit(limit)
    for ch in text:
        edit.insert(ch)
    return edit


def test_typing_brackets_adds_nothing():
    assert typed("[R, U] (R U R' U')3").text == "[R, U] (R U R' U')3"


def test_cursor_moves_and_edits_in_place():
    edit = typed("R U F")
    edit.move(-2)                             # after the U
    edit.insert("2")
    assert edit.text == "R U2 F" and edit.cursor == 4
    edit.backspace()
    edit.backspace()
    edit.insert("D")
    assert edit.text == "R D F" and edit.cursor == 3
    edit.home()
    edit.delete()
    assert edit.text == " D F" and edit.cursor == 0
    edit.move(-3)
    assert edit.cursor == 0
    edit.end()
    edit.move(4)
    assert edit.cursor == len(edit.text)


def test_limit_and_one_line():
    edit = typed("R U", limit=5)
    edit.insert("\nF\tD")                     # pasted lines become one line, cut at the limit
    assert edit.text == "R U F"
    edit.set("x" * 10)
    assert edit.text == "xxxxx" and edit.cursor == 5


def test_long_text_scrolls_to_keep_the_cursor_in_view():
    edit = typed("R U R' U' " * 5)           # 50 characters, room for 12
    first, last = edit.visible(12, mono)
    assert (first, last) == (38, 50)          # the end, where the cursor is
    edit.home()
    assert edit.visible(12, mono) == (0, 12)
    edit.move(15)
    assert edit.visible(12, mono) == (3, 15)  # scrolled just enough
    edit.move(-5)
    assert edit.visible(12, mono) == (3, 15)  # still in view: no jump
    edit.set("R U")
    assert edit.visible(12, mono) == (0, 3)


def test_a_click_places_the_cursor_at_the_nearest_boundary():
    edit = typed("R U R' U'")
    edit.visible(100, mono)
    edit.place(3.4, mono)
    assert edit.cursor == 3
    edit.place(99, mono)
    assert edit.cursor == len(edit.text)


def test_a_big_cube_facelet_string_is_shown_with_few_measurements():
    """A 50x50 facelet string (15,000 letters): the shown slice is found by bisection."""
    calls = []

    def counted(text):
        calls.append(len(text))
        return float(len(text))

    edit = LineEdit(60000)
    edit.set('wrgyob' * 2500)
    assert edit.visible(40, counted) == (15000 - 40, 15000)
    assert sum(calls) < 40 * 15000                # not one full measurement per letter
    calls.clear()
    edit.home()
    assert edit.visible(40, counted) == (0, 40)
    edit.place(12.2, counted)
    assert edit.cursor == 12 and sum(calls) < 2000
