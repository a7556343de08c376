#!/usr/bin/env python3
"""Runs the steps of action.yml locally, the way GitHub's runner runs a composite action, for tests.

    scripts/run-action.py [--input NAME=VALUE …]   run the action once in this repository, print what ran
    scripts/run-action.py --test                    the cases of scripts/test-action.sh

What it does like the runner: `${{ … }}` expressions over `inputs`, `steps.<id>.outputs`, `github` and
`runner`; `if:` conditions (with the implicit `success() &&`); each `run:` step through
`bash --noprofile --norc -eo pipefail` in its `working-directory` with its `env:`; step outputs read back
from a fresh $GITHUB_OUTPUT file per step; $GITHUB_STEP_SUMMARY, $RUNNER_TEMP and $GITHUB_ACTION_PATH set.
What it does not: steps that `uses:` another action (actions/cache, upload-sarif) are not run; their `if:`
is evaluated and their `with:` expanded, so a test can assert they would have run and with what.
No network: nothing here fetches anything.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ACTION = os.path.join(ROOT, "action.yml")

EXPRESSION = re.compile(r"\$\{\{(.*?)\}\}", re.S)
TOKEN = re.compile(
    r"\s+|(?P<string>'(?:[^']|'')*')|(?P<op>&&|\|\||==|!=|!|\(|\))"
    r"|(?P<number>\d+(?:\.\d+)?)|(?P<name>[A-Za-z_][A-Za-z0-9_.\-]*)"
)
STATUS_FUNCTIONS = ("success", "failure", "always", "cancelled")


class Job:
    """One run of the action: its contexts and what each step did."""

    def __init__(self, inputs, workspace, temp, github=None):
        self.inputs = inputs
        self.workspace = workspace
        self.temp = temp
        self.steps = {}  # step id -> {"outputs": {…}, "outcome": "success" | "failure" | "skipped"}
        self.ok = True
        self.github = {
            "action_path": ROOT,
            "action_repository": "",
            "server_url": "https://github.com",
            "workspace": workspace,
        }
        self.github.update(github or {})
        self.runner = {"temp": os.path.join(temp, "runner"), "os": "Linux"}
        self.summary = os.path.join(temp, "step-summary.md")
        self.log = []  # (name, what happened, detail)

    def reference(self, name):
        parts = name.split(".")
        if parts[0] == "inputs":
            return self.inputs.get(".".join(parts[1:]), "")
        if parts[0] == "steps" and len(parts) >= 4 and parts[2] == "outputs":
            return self.steps.get(parts[1], {}).get("outputs", {}).get(".".join(parts[3:]), "")
        if parts[0] == "steps" and len(parts) == 3 and parts[2] in ("outcome", "conclusion"):
            return self.steps.get(parts[1], {}).get("outcome", "")
        if parts[0] == "github":
            return self.github.get(".".join(parts[1:]), "")
        if parts[0] == "runner":
            return self.runner.get(".".join(parts[1:]), "")
        if name in ("true", "false"):
            return name == "true"
        if name == "null":
            return None
        raise ValueError(f"unknown reference in expression: {name}")

    def evaluate(self, text):
        """A GitHub expression (the part inside `${{ }}`), translated to Python and evaluated."""
        code = []
        position = 0
        tokens = []
        while position < len(text):
            match = TOKEN.match(text, position)
            if not match:
                raise ValueError(f"cannot read expression at: {text[position:]}")
            position = match.end()
            if match.lastgroup:
                tokens.append((match.lastgroup, match.group(match.lastgroup)))
        index = 0
        while index < len(tokens):
            kind, value = tokens[index]
            if kind == "string":
                code.append(repr(value[1:-1].replace("''", "'")))
            elif kind == "number":
                code.append(value)
            elif kind == "op":
                code.append({"&&": " and ", "||": " or ", "!": " not "}.get(value, f" {value} "))
            elif index + 1 < len(tokens) and tokens[index + 1] == ("op", "("):
                if value not in STATUS_FUNCTIONS or index + 2 >= len(tokens) or tokens[index + 2] != ("op", ")"):
                    raise ValueError(f"unsupported function in expression: {value}")
                code.append(repr({"success": self.ok, "failure": not self.ok, "always": True, "cancelled": False}[value]))
                index += 2
            else:
                code.append(repr(self.reference(value)))
            index += 1
        return eval("".join(code), {"__builtins__": {}}, {})  # noqa: S307 - only the tokens above

    def expand(self, text):
        """A string with `${{ }}` expressions replaced by their values, as the runner does."""
        if not isinstance(text, str):
            return text

        def replace(match):
            value = self.evaluate(match.group(1))
            if isinstance(value, bool):
                return "true" if value else "false"
            return "" if value is None else str(value)

        return EXPRESSION.sub(replace, text)

    def condition(self, step):
        text = step.get("if")
        if text is None:
            return self.ok
        text = str(text).strip()
        if text.startswith("${{") and text.endswith("}}"):
            text = text[3:-2]
        if not any(re.search(rf"\b{name}\s*\(", text) for name in STATUS_FUNCTIONS):
            text = f"success() && ({text})"
        return bool(self.evaluate(text))

    def run(self, action, only=None, environment=None):
        os.makedirs(self.runner["temp"], exist_ok=True)
        open(self.summary, "a").close()
        for number, step in enumerate(action["runs"]["steps"]):
            name = step.get("name", f"step {number}")
            identifier = step.get("id", f"__step{number}")
            if only is not None and identifier not in only:
                continue
            if not self.condition(step):
                self.steps[identifier] = {"outputs": {}, "outcome": "skipped"}
                self.log.append((name, "skipped (if: false)", None))
                continue
            if "uses" in step:
                with_values = {key: self.expand(value) for key, value in (step.get("with") or {}).items()}
                self.steps[identifier] = {"outputs": {}, "outcome": "skipped"}
                self.log.append((name, f"not run here (uses {step['uses']})", with_values))
                continue
            self.run_step(step, name, identifier, environment or {})

    def run_step(self, step, name, identifier, environment):
        if step.get("shell") != "bash":
            raise ValueError(f"step '{name}': only `shell: bash` steps are run here")
        output_file = os.path.join(self.temp, f"output-{identifier}")
        open(output_file, "w").close()
        script = os.path.join(self.temp, f"step-{identifier}.sh")
        with open(script, "w") as handle:
            handle.write(self.expand(step["run"]))
        env = dict(os.environ)
        env.update(environment)
        env.update({
            "GITHUB_ACTIONS": "true",
            "GITHUB_ACTION_PATH": self.github["action_path"],
            "GITHUB_WORKSPACE": self.workspace,
            "GITHUB_OUTPUT": output_file,
            "GITHUB_STEP_SUMMARY": self.summary,
            "RUNNER_TEMP": self.runner["temp"],
        })
        for key, value in (step.get("env") or {}).items():
            env[key] = self.expand(str(value))
        directory = os.path.join(self.workspace, self.expand(step.get("working-directory", ".")))
        result = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
            cwd=directory, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        outcome = "success" if result.returncode == 0 else "failure"
        if result.returncode != 0:
            self.ok = False
        self.steps[identifier] = {"outputs": read_outputs(output_file), "outcome": outcome}
        self.log.append((name, f"ran: exit {result.returncode}", result.stdout))


def read_outputs(path):
    """`name=value` lines and `name<<DELIMITER` blocks, as $GITHUB_OUTPUT holds them."""
    outputs = {}
    with open(path) as handle:
        lines = handle.read().splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            key, delimiter = line.split("<<", 1)
            block = []
            index += 1
            while index < len(lines) and lines[index] != delimiter:
                block.append(lines[index])
                index += 1
            outputs[key] = "\n".join(block)
        elif "=" in line:
            key, value = line.split("=", 1)
            outputs[key] = value
        index += 1
    return outputs


def load_action():
    with open(ACTION) as handle:
        return yaml.safe_load(handle)


def inputs_with_defaults(action, given):
    inputs = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
    for name in given:
        if name not in inputs:
            raise SystemExit(f"action.yml has no input '{name}'")
    inputs.update(given)
    return inputs


def run_action(given, temp, only=None, github=None, environment=None):
    action = load_action()
    job = Job(inputs_with_defaults(action, given), ROOT, temp, github)
    job.run(action, only, environment)
    return job


def print_log(job, stream=sys.stdout):
    for name, what, detail in job.log:
        print(f"  - {name}: {what}", file=stream)
        if isinstance(detail, dict):
            for key, value in detail.items():
                print(f"      {key}: {value}", file=stream)
        elif detail:
            for line in detail.rstrip("\n").splitlines()[-15:]:
                print(f"      | {line}", file=stream)


# ---- the cases of scripts/test-action.sh ---------------------------------------------------------------

class Case:
    def __init__(self, name):
        self.name = name
        self.problems = []

    def expect(self, condition, message):
        if not condition:
            self.problems.append(message)


def sarif_problems(path):
    try:
        with open(path) as handle:
            log = json.load(handle)
    except (OSError, ValueError) as error:
        return [f"SARIF file {path}: {error}"]
    problems = []
    if log.get("version") != "2.1.0":
        problems.append("SARIF version is not 2.1.0")
    runs = log.get("runs") or []
    if len(runs) != 1 or runs[0].get("tool", {}).get("driver", {}).get("name", "").lower() != "mapwright":
        problems.append("SARIF has no run of the tool mapwright")
    return problems


def check_status_of(models, extra=()):
    """The exit status of the binary the action built, run directly, to compare with the action's."""
    binary = os.path.join(ROOT, ".build-static", "release", "mapwright")
    if not os.path.exists(binary):
        return None
    result = subprocess.run([binary, "check", *models, *extra], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env={"PATH": "/usr/bin:/bin"})
    return result.returncode


def case_todo(temp):
    case = Case("schemas/ToDo with the defaults: SARIF, job summary, cache and upload would run")
    job = run_action({"models": "schemas/ToDo"}, temp)
    outputs = job.steps.get("check", {}).get("outputs", {})
    code = outputs.get("exit-code")
    case.expect(code in ("0", "1"), f"check exit-code is {code!r}, expected 0 or 1")
    direct = check_status_of(["schemas/ToDo"])
    case.expect(direct is None or str(direct) == code, f"the action's exit-code {code} differs from the binary's {direct}")
    case.expect(job.ok == (code == "0"), f"job result {'success' if job.ok else 'failure'} for exit-code {code}")
    case.problems += sarif_problems(outputs.get("sarif-file", ""))
    log = "".join(detail for name, _, detail in job.log if name == "Check the models" and isinstance(detail, str))
    # The SARIF upload shows every finding as an alert: the log is plain lines, not a second annotation each.
    case.expect(": warning: " in log and "::warning " not in log, "the log is not plain lines while the SARIF is uploaded")
    with open(job.summary) as handle:
        summary = handle.read()
    case.expect("ToDo" in summary and summary.lstrip().startswith("#"), "job summary has no markdown report of ToDo")
    markdown = outputs.get("markdown-file", "")
    case.expect(os.path.exists(markdown) and open(markdown).read() in summary, "summary is not the markdown file")
    ran = {name: what for name, what, _ in job.log}
    case.expect(ran.get("Cache the Mapwright build", "").startswith("not run here"), "cache step would not run")
    case.expect(ran.get("Upload the findings to code scanning", "").startswith("not run here"), "upload step would not run")
    uploads = [detail for name, _, detail in job.log if name == "Upload the findings to code scanning"]
    case.expect(bool(uploads) and uploads[0].get("sarif_file") == outputs.get("sarif-file"), "upload gets another file")
    caches = [detail for name, _, detail in job.log if name == "Cache the Mapwright build"]
    case.expect(bool(caches) and caches[0].get("key", "").startswith("mapwright-Linux-")
                and caches[0]["key"].startswith(caches[0].get("restore-keys", "?")), f"cache key: {caches}")
    fail_step = ran.get("Fail when the check failed", "")
    case.expect(fail_step == (f"ran: exit {code}" if code != "0" else "skipped (if: false)"),
                f"last step: {fail_step!r} for exit-code {code}")
    return case, job


def case_options(temp):
    case = Case("two models, --fail-on heavy, xcode reporter, no upload, no summary, no cache")
    job = run_action({"models": " schemas/ToDo \n\nschemas/Lists\n", "fail-on": "heavy", "reporter": "xcode",
                      "upload-sarif": "false", "job-summary": "false", "cache": "false"}, temp)
    outputs = job.steps.get("check", {}).get("outputs", {})
    code = outputs.get("exit-code")
    direct = check_status_of(["schemas/ToDo", "schemas/Lists"], ["--fail-on", "heavy"])
    case.expect(code in ("0", "1"), f"check exit-code is {code!r}")
    case.expect(direct is None or str(direct) == code, f"exit-code {code} differs from the binary's {direct}")
    case.expect(job.ok == (code == "0"), f"job result for exit-code {code}")
    case.problems += sarif_problems(outputs.get("sarif-file", ""))
    log = "".join(detail for name, _, detail in job.log if name == "Check the models" and isinstance(detail, str))
    case.expect("ToDo" in log and "Lists" in log, "the log does not report both models")
    case.expect(": warning: " in log and "::warning " not in log, "the log is not the xcode reporter's")
    ran = {name: what for name, what, _ in job.log}
    for step in ("Cache the Mapwright build", "Upload the findings to code scanning", "Add the report to the job summary"):
        case.expect(ran.get(step) == "skipped (if: false)", f"{step}: {ran.get(step)!r}, expected skipped")
    case.expect(os.path.getsize(job.summary) == 0, "job summary written although job-summary is false")
    return case, job


def case_invalid(temp):
    case = Case("a model that does not exist: exit-code 2, no upload, the summary says so")
    job = run_action({"models": "schemas/NoSuchModel"}, temp)
    outputs = job.steps.get("check", {}).get("outputs", {})
    case.expect(outputs.get("exit-code") == "2", f"exit-code {outputs.get('exit-code')!r}, expected 2")
    case.expect(not job.ok, "the job did not fail")
    ran = {name: what for name, what, _ in job.log}
    case.expect(ran.get("Upload the findings to code scanning") == "skipped (if: false)", "upload would run")
    case.expect(ran.get("Fail when the check failed") == "ran: exit 2", f"last step: {ran.get('Fail when the check failed')!r}")
    with open(job.summary) as handle:
        case.expect("no markdown report" in handle.read(), "the summary does not say there is no report")
    return case, job


def case_version(temp):
    """`version:` clones that ref: here from a local repository standing in for the server."""
    case = Case("version: a tag fetched from the repository, cache key follows Sources/")
    server = os.path.join(temp, "server")
    repository = os.path.join(server, "someone", "mapwright")
    os.makedirs(os.path.join(repository, "Sources"))
    git = ["git", "-c", "user.name=test", "-c", "user.email=test@example.com", "-C", repository]

    def commit(tag, text):
        with open(os.path.join(repository, "Package.swift"), "w") as handle:
            handle.write("// swift-tools-version:6.0\n")
        with open(os.path.join(repository, "Sources", "main.swift"), "w") as handle:
            handle.write(text)
        subprocess.run(git + ["add", "-A"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(git + ["commit", "-qm", tag], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(git + ["tag", tag], check=True)

    subprocess.run(["git", "init", "-q", repository], check=True)
    commit("v1.0.0", "print(1)\n")
    commit("v1.0.1", "print(2)\n")
    keys = []
    job = None
    # The second run, like a composite action on GitHub, has no `github.action_repository`: the repository
    # is read from the path the runner keeps the action in.
    runs = (("v1.0.0", "print(1)\n", {"action_repository": "someone/mapwright"}),
            ("v1.0.1", "print(2)\n", {"action_repository": "", "action_path": os.path.join(temp, "_actions", "someone", "mapwright", "v1")}))
    for tag, text, github in runs:
        job = run_action({"version": tag}, os.path.join(temp, tag), only={"source"}, github={"server_url": server, **github})
        outputs = job.steps.get("source", {}).get("outputs", {})
        path = outputs.get("path", "")
        case.expect(job.ok, f"{tag}: the source step failed")
        case.expect(os.path.exists(os.path.join(path, "Sources", "main.swift"))
                    and open(os.path.join(path, "Sources", "main.swift")).read() == text, f"{tag}: wrong sources at {path!r}")
        keys.append((outputs.get("cache-key", ""), outputs.get("cache-restore-key", "")))
    case.expect(keys[0][0] != keys[1][0], "the cache key does not change with Sources/")
    case.expect(keys[0][1] == keys[1][1] and keys[0][0].startswith(keys[0][1]), "restore key differs or is no prefix")
    return case, job


def case_annotations(temp):
    case = Case("no SARIF upload: the log is annotations on the pull request")
    job = run_action({"models": "schemas/ToDo", "upload-sarif": "false", "cache": "false"}, temp)
    log = "".join(detail for name, _, detail in job.log if name == "Check the models" and isinstance(detail, str))
    case.expect("::warning file=schemas/ToDo/" in log, "the log has no GitHub annotations")
    case.problems += sarif_problems(job.steps.get("check", {}).get("outputs", {}).get("sarif-file", ""))
    return case, job


def case_download(temp):
    """A release tag: the action downloads the artifact bundle (from local files standing in for the server)."""
    case = Case("version: a release tag: the binary is downloaded and checked, not built; a bad checksum falls back")
    release = os.path.join(temp, "server", "someone", "mapwright", "releases", "download", "v9.9.9")
    os.makedirs(release)
    binary = subprocess.run(["make", "-s", "static-bin-path"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    subprocess.run([os.path.join(ROOT, "scripts", "artifactbundle.sh"), release], cwd=ROOT, check=True,
                   env={**os.environ, "MAPWRIGHT_BINARY": os.path.join(binary, "mapwright")}, stdout=subprocess.DEVNULL)
    server = {"server_url": "file://" + os.path.join(temp, "server"), "action_repository": ""}
    job = run_action({"models": "schemas/ToDo", "version": "v9.9.9", "repository": "someone/mapwright", "cache": "false"},
                     os.path.join(temp, "good"), github=server)
    downloaded = job.steps.get("download", {}).get("outputs", {}).get("mapwright", "")
    ran = {name: what for name, what, _ in job.log}
    case.expect(downloaded.endswith("/bin/mapwright") and os.access(downloaded, os.X_OK), f"no binary downloaded: {downloaded!r}")
    case.expect(ran.get("Build Mapwright (release)") == "skipped (if: false)", f"the build ran: {ran.get('Build Mapwright (release)')!r}")
    case.expect(job.steps.get("check", {}).get("outputs", {}).get("exit-code") in ("0", "1"), "the check did not run")
    with open(os.path.join(release, "mapwright.artifactbundle.zip.checksum"), "w") as handle:
        handle.write("0" * 64 + "\n")
    job = run_action({"version": "v9.9.9", "repository": "someone/mapwright"}, os.path.join(temp, "bad"), only={"download"},
                     github=server)
    case.expect(job.steps.get("download", {}).get("outputs", {}).get("mapwright", "") == "",
                "a binary whose checksum does not match was used")
    return case, job


def test():
    cases = (case_todo, case_options, case_invalid, case_version, case_annotations, case_download)
    passed = failed = 0
    for make in cases:
        temp = tempfile.mkdtemp(prefix="action-")
        try:
            try:
                case, job = make(temp)
            except Exception as error:  # a case that crashes is a failed case
                case, job = Case(make.__name__), None
                case.problems.append(f"{type(error).__name__}: {error}")
            if case.problems:
                failed += 1
                print(f"FAIL {case.name}")
                for problem in case.problems:
                    print(f"  {problem}")
                if job is not None:
                    print_log(job)
            else:
                passed += 1
                print(f"ok   {case.name}")
        finally:
            shutil.rmtree(temp, ignore_errors=True)
    print(f"test-action.sh: {passed} passed, {failed} failed")
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--test", action="store_true", help="run the test cases")
    parser.add_argument("--input", action="append", default=[], metavar="NAME=VALUE", help="an input of the action")
    arguments = parser.parse_args()
    if arguments.test:
        return test()
    given = dict(item.split("=", 1) for item in arguments.input)
    temp = tempfile.mkdtemp(prefix="action-")
    try:
        job = run_action(given, temp)
        print_log(job)
        print("job summary:")
        with open(job.summary) as handle:
            print(handle.read())
        print(f"job result: {'success' if job.ok else 'failure'}")
        return 0 if job.ok else 1
    finally:
        shutil.rmtree(temp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
