"""Writes a copy of a manifest with fields set or removed, for the tests of
attn-run's manifest checks.

  edit-manifest.py IN OUT PATH=JSON ... PATH!   (PATH: dotted, list indices
  as numbers: loops.2.size=0; PATH! removes the field)

The artifact named by the manifest is written beside OUT (a placeholder:
these manifests are refused before it is loaded).
"""
import json
import os
import sys

source, target, *edits = sys.argv[1:]
with open(source) as f:
    manifest = json.load(f)
for edit in edits:
    if edit.endswith("!"):
        path, value = edit[:-1], None
    else:
        path, text = edit.split("=", 1)
        value = json.loads(text)
    keys = [int(k) if k.isdigit() else k for k in path.split(".")]
    node = manifest
    for key in keys[:-1]:
        node = node[key]
    if value is None:
        del node[keys[-1]]
    else:
        node[keys[-1]] = value
with open(target, "w") as f:
    json.dump(manifest, f, indent=2)
artifact = manifest.get("artifact") if isinstance(manifest, dict) else None
if isinstance(artifact, str) and artifact and "/" not in artifact:
    open(os.path.join(os.path.dirname(target) or ".", artifact), "a").close()
