import YAMLTree

print("yaml2json: not yet")
