"""`main.py solve`: solve a cube given as facelets or as the scramble that made it."""
from __future__ import annotations

import json
import math
import sys

import solver
from model import Alg, Cube, CubeLabError
from model.limits import check_size
from model.metrics import count
from solver.cache import LockWaitError, lock_wait_until, on_lock_wait
from solver.route_time import default_timeout

from .batch import check_jobs, ordered_map
from .lines import items, where
from .options import whole_number
from .progress import ProgressBar, tell_lock_wait
from .solve_notes import bound_fields, error_record, hurried_note, missed_bound


#: Seconds the standard solvers get when --timeout is not given: at least this,
#: and on big cubes their unhurried route's time with room to spare (solver.route_time).
DEFAULT_TIMEOUT = 10.0


def add_parser(sub) -> None:
    p = sub.add_parser(
        'solve', help="solve a cube (2x2 optimal, 3x3 two-phase, NxN reduction)",
        description="Solve the cube given as FACELETS (Kociemba order, face or colour letters) or, "
                    "with --alg, the cube a scramble makes from solved. Prints the solution in WCA "
                    "notation (an empty line for a solved cube). With '-', read one input per line "
                    "from stdin. The first 3x3 solve builds tables once (about a minute; see "
                    "'main.py tables').")
    p.add_argument('facelets', metavar='FACELETS', nargs='?',
                   help="facelet string, or '-' for one per line on stdin")
    p.add_argument('--alg', metavar='SCRAMBLE',
                   help="solve the state this alg makes from solved ('-' reads algs from stdin)")
    p.add_argument('--size', type=whole_number, default=None, metavar='N',
                   help="cube size (default: from the facelets' length, or 3 with --alg)")
    p.add_argument('--json', action='store_true',
                   help="one JSON object per line: moves, length, htm (OBTM on N >= 4), phase1, phase2, seconds, stages, "
                        "hurried, hurried_stages")
    p.add_argument('--max-length', type=whole_number, default=20, metavar='L',
                   help="3x3: stop at the first solution of at most L moves (default 20); if none "
                        "is found by --timeout, the shortest found is printed, with a note on "
                        "stderr and within_max_length false in --json, and the exit code is 0")
    p.add_argument('--timeout', type=float, default=None, metavar='S',
                   help="a deadline for the whole solve: the best solution found by then, always complete "
                        "(on 4x4 and up, stages past their share of S finish their fastest way); where "
                        "even that cannot finish by S (big cubes, short S), an error that says how long "
                        "the size needs, a little after S. Without it the standard solvers get "
                        f"{DEFAULT_TIMEOUT:g} s, more on big cubes (enough for their unhurried route: "
                        f"{default_timeout(20):g} s on 20x20, {default_timeout(50):g} s on 50x50), and "
                        "always answer; a solution cut short by the deadline says so (a note; "
                        "'hurried' in --json); the beginner's method, which has no faster way, "
                        "stops with an error at S (default: no deadline)")
    p.add_argument('--fast', action='store_true', help="3x3: print the first solution found")
    p.add_argument('--method', choices=('standard', 'beginner', 'cfop'), default='standard',
                   help="standard (default): 2x2 optimal, 3x3 two-phase, NxN reduction; beginner: "
                        "the layer-by-layer beginner's method, step by step (with --json: its "
                        "steps and chunks, each with its algorithm, explanation and pieces); cfop "
                        "(3x3): cross, F2L pairs, OLL, PLL, by named cases, the same JSON")
    p.add_argument('--last-layer', choices=('2look', 'full'), default='2look',
                   help="with --method cfop: 2look (default: EO, CO, CP, EP, the 10 + 6 algorithms "
                        "learned first) or full (OLL and PLL, 57 + 21 algorithms)")
    p.add_argument('--cross', choices=('white', 'yellow', 'green', 'blue', 'red', 'orange'),
                   default='white', help="with --method cfop: the cross colour, held on the bottom "
                                         "(default white)")
    p.add_argument('--jobs', type=whole_number, default=None, metavar='J',
                   help="with '-': solve on J worker processes (default: every core); output "
                        "stays in input order")
    p.set_defaults(run=run)


def run(args) -> int:
    if (args.facelets is None) == (args.alg is None):
        raise CubeLabError("give either FACELETS or --alg SCRAMBLE (one of them)")
    if args.max_length < 1:
        raise CubeLabError("--max-length must be at least 1")
    if args.timeout is not None and not (math.isfinite(args.timeout) and args.timeout > 0):
        raise CubeLabError(f"--timeout must be a positive number of seconds, not {args.timeout}")
    settings = {'size': check_size(args.size) if args.size is not None else None,
                'from_alg': args.alg is not None, 'json': args.json, 'max_length': args.max_length,
                'timeout': args.timeout, 'fast': args.fast, 'method': args.method,
                'last_layer': args.last_layer, 'cross': args.cross}
    source = args.alg if args.alg is not None else args.facelets
    jobs = check_jobs(args.jobs) if source == '-' else 1
    settings['lock_note'] = jobs == 1        # with several workers, a wait is mostly for a sibling's build
    failed = False
    tasks = ((number, text, settings) for number, text in items(source))
    for number, line, messages in ordered_map(solve_line, tasks, jobs, 'solving'):
        if messages:
            print(messages, file=sys.stderr)
        failed |= messages.startswith('error:')
        if line is not None:
            print(line, flush=number is not None)
    return 1 if failed else 0


def solve_line(task: tuple[int | None, str, dict]) -> tuple[int | None, str | None, str]:
    """Solve one input: (line number, what stdout gets or None, what stderr
    gets: an 'error: ...' or 'note: ...' line, or ''). Runs in a batch worker."""
    number, text, settings = task
    bar = ProgressBar("building solver tables (once)")
    try:
        beginner = settings.get('method') == 'beginner'
        # Another process's table build counts against a --timeout given (without one, the
        # wait is as long as the build, as building the tables here would be, and is said
        # when this is the only worker).
        notice = tell_lock_wait if settings['timeout'] is None and settings.get('lock_note', True) else None
        with lock_wait_until(settings['timeout']), on_lock_wait(notice):
            cube = _cube(text, settings['size'], from_alg=settings['from_alg'])
            if settings.get('method') == 'cfop':
                line = _cfop_line(cube, settings['json'], settings.get('last_layer', '2look'),
                                  settings.get('cross', 'white'))
                bar.done()
                return number, line, ''
            if beginner:
                line = _beginner_line(cube, settings['json'], settings['timeout'])
                bar.done()
                return number, line, ''
            if not solver.supports(cube.n):
                raise CubeLabError(solver.unsupported_reason(cube.n))
            solution = solver.solve_cube(cube, progress=bar, **_options(settings, cube.n))
    except (CubeLabError, LockWaitError) as exc:
        bar.done()
        line = None if number is None else error_record(number, exc) if settings['json'] else ''
        return number, line, f"error: {where(number)}{exc}"
    bar.done()
    note = missed_bound(settings['max_length'], cube.n, solution.length) or hurried_note(solution.hurried)
    if settings['json']:
        line = json.dumps(_json(solution, cube.n) | bound_fields(settings['max_length'], cube.n, note))
    else:
        line = solution.text
    return number, line, f"note: {where(number)}{note}" if note else ''


def _beginner_line(cube: Cube, as_json: bool, timeout: float | None) -> str:
    """The beginner's method: its moves, or the lesson as one JSON object."""
    from solver import beginner
    lesson = beginner.solve(cube, timeout)
    if as_json:
        return json.dumps(lesson.to_json() | {'htm': count(lesson.moves, 'htm', cube.n),
                                              'seconds': round(lesson.seconds, 4)})
    return lesson.text


def _cfop_line(cube: Cube, as_json: bool, last_layer: str, cross: str) -> str:
    """CFOP: its moves, or its steps as one JSON object (the beginner's method's schema)."""
    from solver import cfop
    from storage.case_files import load_case_set
    if cube.n != 3:
        raise CubeLabError(f"CFOP solves a 3x3, not a {cube.n}x{cube.n}")
    sets = {name: load_case_set(name) for name in cfop.SETS[last_layer]}
    lesson = cfop.solve(cube, sets, last_layer, cross)
    if as_json:
        return json.dumps(lesson.to_json() | {'htm': count(lesson.moves, 'htm', 3),
                                              'method': 'cfop', 'last_layer': last_layer,
                                              'seconds': round(lesson.seconds, 4)})
    return lesson.text


def _cube(text: str, size: int | None, from_alg: bool) -> Cube:
    if from_alg:
        n = size or 3
        return Cube(n).apply(Alg.parse(text, n))
    return Cube.from_facelets(text, size)


def _options(settings: dict, n: int) -> dict:
    """solve_cube's options: a --timeout given is a hard limit (strict); the
    default one only hurries the stages, so every size gets its answer."""
    given = settings['timeout'] is not None
    timeout = settings['timeout'] if given else max(DEFAULT_TIMEOUT, default_timeout(n))
    if n == 3:
        return {'max_length': settings['max_length'], 'timeout': timeout, 'fast': settings['fast'],
                'strict': given}
    return {'timeout': timeout, 'strict': given}


def _json(solution, n: int) -> dict:
    """`length` counts moves as written; `htm` counts them in the half turn
    metric, which on N >= 4 is the outer block turn metric (inner blocks 2)."""
    return {
        'moves': solution.text,
        'length': solution.length,
        'htm': count(solution.moves, 'htm', n),
        'phase1': solution.phase1,
        'phase2': solution.phase2,
        'seconds': round(solution.seconds, 4),
        'stages': [{'name': s.name, 'length': s.length, 'htm': count(s.moves, 'htm', n), 'moves': ' '.join(map(str, s.moves)),
                    'description': s.description} for s in solution.stages],
        'hurried': bool(solution.hurried),
        'hurried_stages': list(solution.hurried),
    }
