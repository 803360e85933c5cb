# Lists a Vulkan device's extensions (cooperative matrix 2, bfloat16) through the loader, ctypes only.
import ctypes, sys
vk = ctypes.CDLL("libvulkan.so.1")
class AppInfo(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", ctypes.c_void_p), ("pApplicationName", ctypes.c_char_p),
                ("applicationVersion", ctypes.c_uint32), ("pEngineName", ctypes.c_char_p),
                ("engineVersion", ctypes.c_uint32), ("apiVersion", ctypes.c_uint32)]
class InstInfo(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", ctypes.c_void_p), ("flags", ctypes.c_uint32),
                ("pApplicationInfo", ctypes.POINTER(AppInfo)), ("enabledLayerCount", ctypes.c_uint32),
                ("ppEnabledLayerNames", ctypes.c_void_p), ("enabledExtensionCount", ctypes.c_uint32),
                ("ppEnabledExtensionNames", ctypes.c_void_p)]
class ExtProp(ctypes.Structure):
    _fields_ = [("extensionName", ctypes.c_char * 256), ("specVersion", ctypes.c_uint32)]
app = AppInfo(0, None, b"probe", 0, None, 0, (1 << 22) | (3 << 12))
info = InstInfo(1, None, 0, ctypes.pointer(app), 0, None, 0, None)
inst = ctypes.c_void_p()
print("vkCreateInstance", vk.vkCreateInstance(ctypes.byref(info), None, ctypes.byref(inst)))
n = ctypes.c_uint32()
vk.vkEnumeratePhysicalDevices(inst, ctypes.byref(n), None)
devs = (ctypes.c_void_p * n.value)()
vk.vkEnumeratePhysicalDevices(inst, ctypes.byref(n), devs)
for d in devs:
    c = ctypes.c_uint32()
    vk.vkEnumerateDeviceExtensionProperties(ctypes.c_void_p(d), None, ctypes.byref(c), None)
    props = (ExtProp * c.value)()
    vk.vkEnumerateDeviceExtensionProperties(ctypes.c_void_p(d), None, ctypes.byref(c), props)
    names = sorted(p.extensionName.decode() for p in props)
    print("device extensions:", len(names))
    for x in names:
        if any(s in x for s in ("cooperative", "bfloat", "float16", "subgroup", "shader_integer_dot", "pipeline_executable", "maintenance4", "memory_model")):
            print("  ", x)
