"""A session's method (how its solves are split into steps): CFOP until set, kept across opens."""
import pytest

from model import CubeLabError
from storage import History


def test_method_is_kept_per_session(tmp_path):
    path = tmp_path / 'h.sqlite3'
    with History(path) as history:
        first = history.create_session(3, 'Roux days')
        other = history.create_session(3, 'CFOP days')
        assert history.session_method(first.id) == 'cfop'
        history.set_session_method(first.id, 'Roux')
    with History(path) as history:
        assert history.session_method(first.id) == 'roux' and history.session_method(other.id) == 'cfop'
        with pytest.raises(CubeLabError, match='unknown method'):
            history.set_session_method(first.id, 'petrus')
        history.db.execute("UPDATE meta SET value = 'zz' WHERE key = ?", (f'method:{first.id}',))
        assert history.session_method(first.id) == 'cfop'          # a damaged value reads as the default
