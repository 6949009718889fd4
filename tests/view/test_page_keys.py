"""Page Up and Page Down change the cube's size, typed through the X server.

Ursina names a key's release '<name> up', and the Page Up key itself is
'page up': its press must not be taken for a release."""
from xinput import keys


def test_page_up_and_page_down_change_the_size(fresh):
    session = fresh.session
    start = session.size
    keys(fresh, 'Prior')
    assert session.size == start + 1
    keys(fresh, 'Next')
    assert session.size == start
