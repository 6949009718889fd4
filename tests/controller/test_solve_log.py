"""The Practise page's history: rows as shown, sessions switched, changes undone."""
from controller.solve_log import SolveLog, rows
from storage import History
from timing import DNF, PLUS2, Solve


def test_rows_sessions_and_undo(tmp_path):
    with History(tmp_path / 'h.sqlite3') as history:
        size = [3]
        log = SolveLog(history, lambda: size[0])
        assert log.rows() == [] and log.practise_session.name == 'Session 1' and log.practise_sessions() == []
        a = history.add(Solve(1, 3, 'R', 12345))
        b = history.add(Solve(2, 3, 'U', 9990))
        assert [(r.number, r.result) for r in log.rows()] == [(1, '12.35'), (2, '9.99')]
        log.set_penalty(a.id, PLUS2)
        log.set_penalty(b.id, DNF)
        assert [r.result for r in log.rows()] == ['14.35+', 'DNF(9.99)']
        log.set_penalty(a.id, PLUS2)                # the same penalty again takes it off
        assert log.rows()[0].result == '12.35'
        log.set_comment(a.id, 'PB?')
        log.delete(b.id)
        assert [(r.number, r.comment) for r in log.rows()] == [(1, 'PB?')]
        assert log.undo() and len(log.rows()) == 2         # delete undone
        assert log.undo() and log.rows()[0].comment == ''   # comment undone
        assert log.undo() and log.rows()[0].penalty == PLUS2
        first = log.practise_session
        second = log.new_session()
        assert second.name == 'Session 2' and log.practise_session.id == second.id and log.rows() == []
        log.rename('one-handed')
        assert log.switch(1).id == first.id and log.switch(-1).name == 'one-handed'
        log.delete_session()
        assert log.practise_session.id == first.id
        log.undo()
        assert log.practise_session.name == 'one-handed'
        size[0] = 2
        assert log.rows() == [] and log.practise_sessions() == []
        assert rows(history, first.id)[0].id == a.id
        while log.undo():
            pass
        assert not log.can_undo


def test_each_change_says_what_it_did_in_english_and_french(tmp_path):
    with History(tmp_path / 'h.sqlite3') as history:
        log = SolveLog(history, lambda: 3)
        a = history.add(Solve(1, 3, 'R', 4980))
        said = log.set_penalty(a.id, PLUS2)
        assert said.render('en') == 'Solve 1: +2, now 6.98+'
        assert said.render('fr') == 'Résolution 1 : +2, maintenant 6.98+'
        assert log.set_penalty(a.id, PLUS2).render('en') == 'Solve 1: +2 taken off, now 4.98'
        assert log.set_penalty(a.id, DNF).render('en') == 'Solve 1: DNF, now DNF(4.98)'
        assert log.set_penalty(a.id, DNF).render('en') == 'Solve 1: DNF taken off, now 4.98'
        assert log.set_comment(a.id, 'lucky').render('en') == 'Solve 1: comment saved'
        assert log.set_comment(a.id, '').render('fr') == 'Résolution 1 : commentaire retiré'
        assert log.delete(a.id).render('en') == 'Solve 1 deleted (Undo brings it back)'
        assert log.set_penalty(a.id + 99, DNF) is None          # no such solve: nothing said
