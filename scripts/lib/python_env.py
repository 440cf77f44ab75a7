"""The one place a script gets packages from PyPI: a virtual environment under `.build/venv-NAME`, made
once and reused, with each pinned requirement installed once. The environment records what it installed
(`patternrules-installed.txt` inside it), so a rerun asks pip for nothing and works offline.

From a Python script, first thing (before importing the package):

    import python_env
    python_env.rerun_inside("reference", "phonenumbers==9.0.43")

reruns the script with the environment's Python (same arguments) unless it already runs there. From bash:

    python="$(python3 scripts/lib/python_env.py NAME REQUIREMENT...)"

prints the environment's Python, or exits 1 saying what pip could not install. `python_env.py
--prepare-for SCRIPT...` makes the environments those scripts ask for (read from their `rerun_inside`
calls) without running them: CI does so while it builds.

The environments, by purpose: `reference` (the reference implementations the differential fixtures and
generated tables come from), `bench` (the benchmark's Python peers and matplotlib), `browser` (Selenium),
`spark` (PySpark), `redos` (regexploit, whose pins differ), `presidio` (presidio-analyzer and its spaCy,
for scripts/benchmarks/presidio.py alone).
"""

import os
import pathlib
import subprocess
import sys

REPO = pathlib.Path(__file__).resolve().parents[2]
RECORD = "patternrules-installed.txt"


class InstallFailed(Exception):
    """pip could not install a requirement (no network, no wheel for this Python)."""


def environment(name: str, *requirements: str) -> pathlib.Path:
    """The Python of `.build/venv-NAME` with `requirements` installed; raises InstallFailed."""
    root = REPO / ".build" / f"venv-{name}"
    python = root / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(root)], check=True, stdout=sys.stderr)
    record = root / RECORD
    installed = set(record.read_text().split("\n")) if record.exists() else set()
    missing = [requirement for requirement in requirements if requirement not in installed]
    if missing:
        print(f"python_env: installing {' '.join(missing)} into {root.relative_to(REPO)}", file=sys.stderr)
        result = subprocess.run([str(python), "-m", "pip", "install", "--quiet", *missing], stdout=sys.stderr)
        if result.returncode != 0:
            raise InstallFailed(f"pip could not install {' '.join(missing)} into {root.relative_to(REPO)}")
        with record.open("a") as file:
            file.write("".join(f"{requirement}\n" for requirement in missing))
    return python


def rerun_inside(name: str, *requirements: str) -> None:
    """Reruns the calling script inside `.build/venv-NAME` with `requirements` installed, or returns when it
    already runs there with them. Exits 1 with pip's reason when they cannot be installed."""
    try:
        python = environment(name, *requirements)
    except InstallFailed as failure:
        raise SystemExit(f"{pathlib.Path(sys.argv[0]).name}: {failure}")
    if pathlib.Path(sys.prefix).resolve() != python.parent.parent.resolve():
        os.execv(str(python), [str(python), *sys.argv])


def requested_by(script: pathlib.Path) -> tuple[str, list[str]]:
    """The environment and requirements `script` asks for in its `rerun_inside(...)` call, read from its
    source (the pins stay in the script that needs them)."""
    import ast
    for node in ast.walk(ast.parse(script.read_text())):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "rerun_inside":
            name, *requirements = (ast.literal_eval(argument) for argument in node.args)
            return name, requirements
    raise SystemExit(f"python_env: {script} calls no rerun_inside")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit("usage: python_env.py NAME [REQUIREMENT...] | python_env.py --prepare-for SCRIPT...")
    try:
        if sys.argv[1] == "--prepare-for":
            # Makes the environments these scripts will ask for (CI, while it builds), printing each.
            for script in sys.argv[2:]:
                name, requirements = requested_by(pathlib.Path(script))
                print(environment(name, *requirements))
        else:
            print(environment(sys.argv[1], *sys.argv[2:]))
    except InstallFailed as failure:
        raise SystemExit(f"python_env: {failure}")
